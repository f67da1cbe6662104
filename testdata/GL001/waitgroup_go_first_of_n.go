package main

import (
	"sync"
	"time"
)

func lookup(replica string) string {
	time.Sleep(2 * time.Millisecond)
	return "answer from " + replica
}

// sync.WaitGroup.Go starts each lookup in its own goroutine; the caller
// keeps the first answer and the other lookups block on their send.
func quorumRead(replicas []string) string {
	var wg sync.WaitGroup
	answers := make(chan string)
	for _, r := range replicas {
		wg.Go(func() {
			answers <- lookup(r) // want "GL001"
		})
	}
	return <-answers
}

// ok: the buffer holds one answer per replica, so every lookup finishes.
func quorumReadBuffered(replicas []string) string {
	var wg sync.WaitGroup
	answers := make(chan string, len(replicas))
	for _, r := range replicas {
		wg.Go(func() {
			answers <- lookup(r)
		})
	}
	first := <-answers
	wg.Wait()
	return first
}

func main() {
	_ = quorumRead([]string{"r1", "r2", "r3"})
	_ = quorumReadBuffered([]string{"r1", "r2", "r3"})
}
