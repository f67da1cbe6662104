package main

import (
	"fmt"
	"time"
)

type ack struct {
	seq int
}

// The timeout channel is assigned inside the loop body before the select:
// still one timer per iteration.
func sendWithAcks(seqs []int, acks <-chan ack) []int {
	var lost []int
	for _, s := range seqs {
		timeout := time.After(5 * time.Millisecond) // want "GL303"
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
	fmt.Println(sendWithAcks([]int{1, 2}, acks))
}
