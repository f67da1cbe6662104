package main

import "fmt"

type stats struct {
	hits   int
	events chan string
}

// ok: a select with default never blocks, even when events is nil.
func (s *stats) record() {
	s.hits++
	select {
	case s.events <- "hit":
	default:
	}
}

func countHits(n int) int {
	s := &stats{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; i < n; i++ {
			s.record()
		}
	}()
	<-done
	return s.hits
}

// ok: an optional progress channel, assigned only when wanted.
func copyItems(items []string, withProgress bool) {
	s := &stats{}
	if withProgress {
		s.events = make(chan string, len(items))
	}
	for range items {
		s.record()
	}
}

func main() {
	fmt.Println(countHits(3))
	copyItems([]string{"a", "b"}, false)
}
