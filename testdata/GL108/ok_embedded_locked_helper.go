package main

import (
	"fmt"
	"sync"
	"time"
)

type inventory struct {
	sync.RWMutex
	stock map[string]int
}

// countLocked expects the caller to hold the inventory, for reading or writing.
func (inv *inventory) countLocked(sku string) int {
	return inv.stock[sku]
}

func (inv *inventory) count(sku string) int {
	inv.RLock()
	defer inv.RUnlock()
	return inv.countLocked(sku)
}

// available read-locks the embedded mutex once and uses the Locked helper.
func (inv *inventory) available(skus []string) []string {
	inv.RLock()
	defer inv.RUnlock()
	time.Sleep(30 * time.Millisecond)
	var out []string
	for _, s := range skus {
		if inv.countLocked(s) > 0 { // ok: no second RLock
			out = append(out, s)
		}
	}
	return out
}

func (inv *inventory) restock(sku string, n int) {
	time.Sleep(10 * time.Millisecond)
	inv.Lock()
	defer inv.Unlock()
	inv.stock[sku] += n
}

func main() {
	inv := &inventory{stock: map[string]int{"mug": 1, "cap": 0}}
	go func() { fmt.Println(inv.available([]string{"mug", "cap"})) }()
	go inv.restock("cap", 3)
	time.Sleep(100 * time.Millisecond)
	fmt.Println("caps:", inv.count("cap"))
}
