package main

import (
	"fmt"
	"sync"
)

type item struct {
	sku string
	qty int
}

type inventory struct {
	mu    sync.Mutex
	stock map[string]int
}

// ok: the early return inside the loop unlocks before leaving.
func (inv *inventory) reserve(items []item) bool {
	inv.mu.Lock()
	for _, it := range items {
		if inv.stock[it.sku] < it.qty {
			inv.mu.Unlock()
			fmt.Println("out of stock:", it.sku)
			return false
		}
	}
	for _, it := range items {
		inv.stock[it.sku] -= it.qty
	}
	inv.mu.Unlock()
	return true
}

func main() {
	inv := &inventory{stock: map[string]int{"mug": 1, "shirt": 3}}
	fmt.Println("cart 1:", inv.reserve([]item{{"shirt", 1}, {"mug", 2}}))
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		fmt.Println("cart 2:", inv.reserve([]item{{"shirt", 1}}))
	}()
	wg.Wait()
}
