package main

import (
	"fmt"
	"sync"
)

type order struct {
	id  int
	qty int
}

// ship recovers from its own panic, but Done comes after the panicking
// check: a bad order leaves the WaitGroup one short.
func ship(o order, wg *sync.WaitGroup) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
		}
	}()
	if o.qty <= 0 {
		panic(fmt.Sprintf("order %d: bad quantity %d", o.id, o.qty))
	}
	fmt.Println("shipped order", o.id)
	wg.Done()
}

// The waiter never wakes up: one shipment panicked before its Done.
func shipAll(orders []order) {
	var wg sync.WaitGroup
	for _, o := range orders {
		wg.Add(1)
		go ship(o, &wg)
	}
	go func() {
		wg.Wait() // want "GL101"
		fmt.Println("all orders shipped")
	}()
}

func main() {
	shipAll([]order{{id: 1, qty: 2}, {id: 2, qty: 0}})
}
