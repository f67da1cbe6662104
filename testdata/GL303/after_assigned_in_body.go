package main

import (
	"fmt"
	"os"
	"time"
)

type ack struct {
	seq int
}

// The timeout channel is assigned inside the loop body before the select:
// still one timer per iteration.
func sendWithAcks(seqs []int, acks <-chan ack, wait time.Duration) []int {
	var lost []int
	for _, s := range seqs {
		timeout := time.After(wait) // want "GL303"
		select {
		case a := <-acks:
			_ = a.seq
		case <-timeout:
			lost = append(lost, s)
		}
	}
	return lost
}

func main() {
	acks := make(chan ack, 1)
	acks <- ack{seq: 1}
	fmt.Println(sendWithAcks(numbered(len(os.Args)+1), acks, 5*time.Millisecond))
}

// numbered gives 1..n: as many items as the caller asks for, a count no code fixes.
func numbered(n int) []int {
	items := make([]int, 0, n)
	for i := 1; i <= n; i++ {
		items = append(items, i)
	}
	return items
}
