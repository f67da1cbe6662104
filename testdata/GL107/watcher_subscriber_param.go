package main

import (
	"fmt"
	"sync"
	"time"
)

type event struct {
	path string
	op   string
}

type watcher struct {
	mu   sync.Mutex
	subs map[int]*subscriber
}

type subscriber struct {
	mu      sync.Mutex
	id      int
	pending []event
}

// publish delivers the event to every subscriber while it holds the watcher: the
// subscriber's handler locks the subscriber.
func (w *watcher) publish(ev event) {
	w.mu.Lock()
	defer w.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	for _, s := range w.subs {
		s.deliver(ev)
	}
}

func (s *subscriber) deliver(ev event) {
	s.mu.Lock() // want "GL107"
	s.pending = append(s.pending, ev)
	s.mu.Unlock()
}

// detach gets both as parameters and takes them the other way round: it drains the
// subscriber, then removes it from the watcher.
func detach(w *watcher, s *subscriber) []event {
	s.mu.Lock()
	defer s.mu.Unlock()
	left := s.pending
	s.pending = nil
	time.Sleep(20 * time.Millisecond)
	w.mu.Lock() // want "GL107"
	delete(w.subs, s.id)
	w.mu.Unlock()
	return left
}

func main() {
	w := &watcher{subs: map[int]*subscriber{}}
	s := &subscriber{id: 7}
	w.subs[s.id] = s
	go w.publish(event{path: "/etc/app.yaml", op: "write"})
	go func() {
		fmt.Println("dropped", len(detach(w, s)), "events")
	}()
	time.Sleep(100 * time.Millisecond)
}
