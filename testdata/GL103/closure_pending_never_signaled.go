package main

import (
	"fmt"
	"sync"
)

// The uploads count themselves down but no one ever signals the Cond; the
// failed upload also leaves pending above zero, so the waiter never wakes.
func uploadAll(files []string) {
	var mu sync.Mutex
	allDone := sync.NewCond(&mu)
	pending := len(files)
	go func() {
		mu.Lock()
		for pending > 0 {
			allDone.Wait() // want "GL103"
		}
		mu.Unlock()
		fmt.Println("all uploads finished")
	}()
	for _, f := range files {
		go func() {
			if f == "" {
				fmt.Println("cannot upload unnamed file")
				return
			}
			mu.Lock()
			pending--
			mu.Unlock()
			fmt.Println("uploaded", f)
		}()
	}
}

func main() {
	uploadAll([]string{"a.txt", "", "c.txt"})
}
