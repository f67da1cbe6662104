package main

import (
	"fmt"
	"sync"
)

// The reader counts acknowledgements down with Add(-1): a negative Add is a Done, and the
// counting Add runs in the waiting function before it sends.
func sendAll(messages []string) {
	var acks sync.WaitGroup
	out := make(chan string)
	ack := make(chan struct{})
	go func() {
		for range ack {
			acks.Add(-1) // ok: marks one acknowledgement done
		}
	}()
	go func() {
		for range out {
			ack <- struct{}{}
		}
		close(ack)
	}()
	for _, m := range messages {
		acks.Add(1)
		out <- m
	}
	close(out)
	acks.Wait()
	fmt.Println("acknowledged", len(messages))
}

func main() {
	sendAll([]string{"a", "b"})
}
