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

// reserve returns from inside the loop when an item is out of stock; the
// lock taken before the loop is never released on that path.
func (inv *inventory) reserve(items []item) bool {
	inv.mu.Lock() // want "GL104"
	for _, it := range items {
		if inv.stock[it.sku] < it.qty {
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

func checkout() {
	inv := &inventory{stock: map[string]int{"mug": 1, "shirt": 3}}
	fmt.Println("cart 1:", inv.reserve([]item{{"shirt", 1}, {"mug", 2}}))
	go inv.reserve([]item{{"shirt", 1}})
}

func main() {
	checkout()
}
