package main

import (
	"fmt"
	"sync"
)

type record struct {
	key   string
	bytes int
}

type flushState struct {
	done    bool
	skipped int
}

// ok: flushRecords signals on both the success and the abort path.
func flushRecords(mu *sync.Mutex, flushed *sync.Cond, st *flushState, recs []record) {
	for _, r := range recs {
		if r.bytes > 1024 {
			mu.Lock()
			st.done = true
			st.skipped = len(recs)
			mu.Unlock()
			flushed.Signal()
			return
		}
	}
	mu.Lock()
	st.done = true
	mu.Unlock()
	flushed.Signal()
}

func commit(recs []record) {
	var mu sync.Mutex
	flushed := sync.NewCond(&mu)
	var st flushState
	go flushRecords(&mu, flushed, &st, recs)
	mu.Lock()
	for !st.done {
		flushed.Wait()
	}
	fmt.Println("batch finished, skipped", st.skipped)
	mu.Unlock()
}

func main() {
	commit([]record{{"a", 10}, {"b", 4096}})
	commit([]record{{"c", 1}})
}
