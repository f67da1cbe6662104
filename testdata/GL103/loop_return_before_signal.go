package main

import (
	"fmt"
	"sync"
)

type record struct {
	key   string
	bytes int
}

// flushRecords writes records and signals when the batch is on disk; an
// oversized record returns from inside the loop before the Signal.
func flushRecords(mu *sync.Mutex, flushed *sync.Cond, done *bool, recs []record) {
	for _, r := range recs {
		if r.bytes > 1024 {
			fmt.Println("record too large:", r.key)
			return
		}
		fmt.Println("wrote", r.key)
	}
	mu.Lock()
	*done = true
	mu.Unlock()
	flushed.Signal()
}

func commit(recs []record) {
	var mu sync.Mutex
	flushed := sync.NewCond(&mu)
	done := false
	go func() {
		mu.Lock()
		for !done {
			flushed.Wait() // want "GL103"
		}
		mu.Unlock()
		fmt.Println("batch committed")
	}()
	go flushRecords(&mu, flushed, &done, recs)
}

func main() {
	commit([]record{{"a", 10}, {"b", 4096}})
}
