package main

import (
	"fmt"
	"sync"
)

type order struct {
	id  int
	qty int
}

// recoverShipment counts a shipment down only when it runs during a panic.
func recoverShipment(wg *sync.WaitGroup, o order) {
	if r := recover(); r != nil {
		fmt.Println("order", o.id, "failed:", r)
		wg.Done()
	}
}

// A cancelled order returns early: the deferred helper sees no panic and calls no Done,
// and the return skips the plain one.
func ship(o order, wg *sync.WaitGroup) {
	defer recoverShipment(wg, o)
	if o.qty == 0 {
		return
	}
	if o.qty < 0 {
		panic(fmt.Sprintf("order %d: bad quantity %d", o.id, o.qty))
	}
	fmt.Println("shipped order", o.id)
	wg.Done()
}

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
	shipAll([]order{{id: 1, qty: 2}, {id: 2, qty: 0}, {id: 3, qty: -1}})
}
