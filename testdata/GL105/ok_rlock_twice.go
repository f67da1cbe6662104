package main

import (
	"fmt"
	"sync"
)

type catalog struct {
	mu     sync.RWMutex
	prices map[string]int
}

func (c *catalog) price(sku string) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.prices[sku]
}

// ok: total holds a read lock and calls price, which read-locks again;
// nested read locks are allowed while no writer is waiting.
func (c *catalog) total(skus []string) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	sum := 0
	for _, s := range skus {
		sum += c.price(s)
	}
	return sum
}

func main() {
	c := &catalog{prices: map[string]int{"mug": 8, "shirt": 20}}
	done := make(chan int)
	go func() {
		done <- c.total([]string{"mug", "shirt"})
	}()
	fmt.Println("total:", <-done)
}
