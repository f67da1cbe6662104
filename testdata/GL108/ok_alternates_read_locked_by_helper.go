package main

import (
	"fmt"
	"sync"
)

type storage struct {
	mu         sync.RWMutex
	objects    []string
	alternates []*storage
}

// loadAlternates read-locks the storage's own mutex to see whether the alternates exist.
func (s *storage) loadAlternates() []*storage {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.alternates
}

// count read-locks the storage, then asks each alternate, whose helper read-locks the
// alternate's own mutex: another storage, never the one held.
func (s *storage) count() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	n := len(s.objects)
	for _, alt := range s.alternates {
		n += alt.countAlternate()
	}
	return n
}

func (s *storage) countAlternate() int {
	return len(s.loadAlternates()) + len(s.objects)
}

func (s *storage) add(object string) {
	s.mu.Lock()
	s.objects = append(s.objects, object)
	s.mu.Unlock()
}

func main() {
	s := &storage{alternates: []*storage{{objects: []string{"a"}}}}
	done := make(chan struct{})
	go func() {
		for i := range 200 {
			s.add(fmt.Sprint("o", i))
			s.alternates[0].add(fmt.Sprint("a", i))
		}
		close(done)
	}()
	total := 0
	for range 200 {
		total += s.count()
	}
	<-done
	fmt.Println(total > 0)
	println("done") // main goes on after the calls above
}
