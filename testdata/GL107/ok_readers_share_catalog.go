package main

import (
	"fmt"
	"sync"
	"time"
)

type catalog struct {
	mu     sync.RWMutex
	prices map[string]int
}

type cart struct {
	mu    sync.Mutex
	items []string
	cat   *catalog
}

// load fills the catalog before any shopper runs: the only writer.
func (c *catalog) load(prices map[string]int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for sku, p := range prices {
		c.prices[sku] = p
	}
}

// quote read-holds the catalog while it reads the cart: catalog (read), then cart.
func (c *catalog) quote(ct *cart) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	time.Sleep(20 * time.Millisecond)
	ct.mu.Lock()
	defer ct.mu.Unlock()
	sum := 0
	for _, sku := range ct.items {
		sum += c.prices[sku]
	}
	return sum
}

// add holds the cart and read-locks the catalog to check the item exists: the other order,
// but readers share the catalog, so quote's read lock does not stop this one.
func (ct *cart) add(sku string) bool {
	ct.mu.Lock()
	defer ct.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	ct.cat.mu.RLock() // ok: read locks of the catalog do not exclude each other
	_, ok := ct.cat.prices[sku]
	ct.cat.mu.RUnlock()
	if ok {
		ct.items = append(ct.items, sku)
	}
	return ok
}

func main() {
	cat := &catalog{prices: map[string]int{}}
	cat.load(map[string]int{"mug": 8, "shirt": 20})
	ct := &cart{items: []string{"mug"}, cat: cat}
	go func() { fmt.Println("total", cat.quote(ct)) }()
	go ct.add("shirt")
	time.Sleep(100 * time.Millisecond)
}
