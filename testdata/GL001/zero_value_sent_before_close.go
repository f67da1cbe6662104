package main

import (
	"fmt"
	"time"
)

type item struct{ n int }

func lookup(i int) *item {
	if i%2 == 1 {
		return nil
	}
	return &item{n: i}
}

// A lookup that finds nothing sends nil, and the receiver takes that nil for the close:
// it returns while the sender still has values to send.
func sum(n int) int {
	items := make(chan *item)
	go func() {
		defer close(items)
		for i := 0; i < n; i++ {
			items <- lookup(i) // want "GL001"
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
	fmt.Println(sum(4))
	time.Sleep(10 * time.Millisecond)
}
