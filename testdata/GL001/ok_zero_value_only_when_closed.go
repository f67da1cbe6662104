package main

import "fmt"

type item struct{ n int }

// The sender only ever sends true (or a fresh pointer), so the zero value the receivers
// stop at comes only from the close after the last send.
func countReady(n int) int {
	ready := make(chan bool)
	go func() {
		defer close(ready)
		for i := 0; i < n; i++ {
			ready <- true // ok: received until the close
		}
	}()
	count := 0
	for {
		if r := <-ready; !r {
			break
		}
		count++
	}
	return count
}

func sum(n int) int {
	items := make(chan *item)
	go func() {
		defer close(items)
		for i := 0; i < n; i++ {
			items <- &item{n: i} // ok: never nil
		}
	}()
	total := 0
	for {
		it := <-items
		if it == nil {
			return total
		}
		total += it.n
	}
}

func main() {
	fmt.Println(countReady(3), sum(4))
}
