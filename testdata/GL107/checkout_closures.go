package main

import (
	"fmt"
	"sync"
	"time"
)

type inventory struct {
	mu    sync.Mutex
	stock map[string]int
}

type orderBook struct {
	mu     sync.Mutex
	orders []string
}

// runCheckout starts a checkout and a restock as goroutine literals: the checkout takes
// the inventory, then the order book; the cancellation the order book, then the
// inventory.
func runCheckout(inv *inventory, book *orderBook) {
	go func() {
		inv.mu.Lock()
		inv.stock["widget"]--
		time.Sleep(20 * time.Millisecond)
		book.mu.Lock() // want "GL107"
		book.orders = append(book.orders, "widget")
		book.mu.Unlock()
		inv.mu.Unlock()
	}()
	go func() {
		book.mu.Lock()
		if len(book.orders) > 0 {
			book.orders = book.orders[:len(book.orders)-1]
		}
		time.Sleep(20 * time.Millisecond)
		inv.mu.Lock() // want "GL107"
		inv.stock["widget"]++
		inv.mu.Unlock()
		book.mu.Unlock()
	}()
}

func main() {
	inv := &inventory{stock: map[string]int{"widget": 4}}
	book := &orderBook{orders: []string{"gadget"}}
	runCheckout(inv, book)
	time.Sleep(100 * time.Millisecond)
	fmt.Println("done")
}
