package main

import (
	"fmt"
	"time"
)

type link struct {
	acks chan int
}

// One pending 50 ms timer per packet that is acknowledged in time.
func (l *link) sendAll(packets []int) int {
	acked := 0
	for _, p := range packets {
		select {
		case a := <-l.acks:
			if a == p {
				acked++
			}
		case <-time.After(50 * time.Millisecond): // want "GL303"
		}
	}
	return acked
}

func main() {
	l := &link{acks: make(chan int, 2)}
	l.acks <- 1
	l.acks <- 2
	fmt.Println(l.sendAll([]int{1, 2}))
}
