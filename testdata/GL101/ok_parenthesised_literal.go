package main

import (
	"fmt"
	"sync"
)

// A goroutine started from a parenthesised function literal calls Done like any other.
func switchNamespace(names []string) {
	var wg sync.WaitGroup
	wg.Add(1)
	go (func() {
		defer wg.Done()
		for _, n := range names {
			fmt.Println("entering", n)
		}
	})()
	wg.Wait() // ok: the parenthesised goroutine calls Done
}

func main() {
	switchNamespace([]string{"net", "mnt"})
}
