package main

import (
	"fmt"
	"strings"
	"sync"
)

// ok: each iteration locks and unlocks inside a closure with a deferred
// Unlock, so the continue and return paths release the lock.
func tally(words []string) map[string]int {
	var mu sync.Mutex
	counts := map[string]int{}
	add := func(w string) {
		mu.Lock()
		defer mu.Unlock()
		if w == "" {
			return
		}
		counts[strings.ToLower(w)]++
	}
	var wg sync.WaitGroup
	for _, w := range words {
		wg.Add(1)
		go func() {
			defer wg.Done()
			add(w)
		}()
	}
	wg.Wait()
	return counts
}

// ok: the loop body unlocks on the skip path before continuing.
func longest(mu *sync.Mutex, words []string, best *string) {
	for _, w := range words {
		mu.Lock()
		if len(w) <= len(*best) {
			mu.Unlock()
			continue
		}
		*best = w
		mu.Unlock()
	}
}

func main() {
	fmt.Println(tally([]string{"Go", "go", "", "leak"}))
	var mu sync.Mutex
	best := ""
	done := make(chan struct{})
	go func() {
		defer close(done)
		longest(&mu, []string{"a", "goroutine", "mutex"}, &best)
	}()
	<-done
	fmt.Println("longest:", best)
}
