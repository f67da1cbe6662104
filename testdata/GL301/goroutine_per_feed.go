package main

import (
	"sync"
	"time"
)

type feed struct {
	url   string
	every time.Duration
}

type feedReader struct {
	mu      sync.Mutex
	fetched map[string]int
}

func (r *feedReader) fetch(f feed) {
	r.mu.Lock()
	r.fetched[f.url]++
	r.mu.Unlock()
}

// One goroutine per feed, each with its own ticker that is never stopped.
func (r *feedReader) follow(feeds []feed) {
	for _, f := range feeds {
		go func() {
			t := time.NewTicker(f.every) // want "GL301"
			for range t.C {
				r.fetch(f)
			}
		}()
	}
}

func main() {
	r := &feedReader{fetched: map[string]int{}}
	r.follow([]feed{{"https://example.com/a.xml", time.Millisecond}, {"https://example.com/b.xml", 2 * time.Millisecond}})
	time.Sleep(3 * time.Millisecond)
}
