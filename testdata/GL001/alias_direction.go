package main

import (
	"errors"
	"time"
)

const maxPayload = 4

var errTooLarge = errors.New("payload too large")

// The worker sends through a send-only alias; an oversized payload returns
// before the sum is read.
func checksum(data []byte) (uint32, error) {
	sums := make(chan uint32)
	var out chan<- uint32 = sums
	go func() {
		var s uint32
		for _, b := range data {
			s += uint32(b)
		}
		out <- s // want "GL001"
	}()
	if len(data) > maxPayload {
		return 0, errTooLarge
	}
	return <-sums, nil
}

func compress(data []byte, out chan<- int) {
	time.Sleep(20 * time.Millisecond)
	out <- len(data) / 2 // want "GL001"
}

// The worker gets an alias, the caller waits on a receive-only view and
// gives up after the timeout.
func compressedSize(data []byte) (int, bool) {
	sizes := make(chan int)
	results := sizes
	go compress(data, results)
	var in <-chan int = sizes
	select {
	case n := <-in:
		return n, true
	case <-time.After(time.Millisecond):
		return 0, false
	}
}

func main() {
	_, _ = checksum([]byte("hello world"))
	_, _ = compressedSize([]byte("aaaaaaaa"))
	println("done") // main goes on after the calls above
}
