package main

import (
	"fmt"
	"sync"
	"time"
)

// The indexer returns on an empty name with the mutex still locked; the reporter, a
// goroutine of its own that locks and unlocks the mutex itself, then blocks on it forever.
func indexNames(names []string) {
	var mu sync.Mutex
	seen := map[string]bool{}
	go func() {
		for _, name := range names {
			mu.Lock()
			if name == "" {
				return
			}
			seen[name] = true
			mu.Unlock()
		}
	}()
	go func() {
		time.Sleep(10 * time.Millisecond)
		mu.Lock() // want "GL104"
		fmt.Println(len(seen), "names")
		mu.Unlock()
	}()
}

func main() {
	indexNames([]string{"a", "", "b"})
	time.Sleep(50 * time.Millisecond)
}
