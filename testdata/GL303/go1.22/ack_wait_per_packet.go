package main

import (
	"fmt"
	"os"
	"time"
)

type link struct {
	acks chan int
}

// One pending timer per packet that is acknowledged in time.
func (l *link) sendAll(packets []int, wait time.Duration) int {
	acked := 0
	for _, p := range packets {
		select {
		case a := <-l.acks:
			if a == p {
				acked++
			}
		case <-time.After(wait): // want "GL303"
		}
	}
	return acked
}

func main() {
	l := &link{acks: make(chan int, 2)}
	l.acks <- 1
	l.acks <- 2
	fmt.Println(l.sendAll(numbered(len(os.Args)+1), 50*time.Millisecond))
}

// numbered gives 1..n: as many items as the caller asks for, a count no code fixes.
func numbered(n int) []int {
	items := make([]int, 0, n)
	for i := 1; i <= n; i++ {
		items = append(items, i)
	}
	return items
}
