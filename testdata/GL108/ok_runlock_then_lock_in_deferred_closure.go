package main

import (
	"sync"
	"time"
)

type server struct {
	mu    sync.RWMutex
	peers int
}

// handle read-locks the server; its deferred closure lets go of the read lock and only
// then, when asked to, takes the write lock and lets it go again.
func (s *server) handle(stop bool) {
	s.mu.RLock()
	defer func() {
		s.mu.RUnlock()
		if stop {
			s.mu.Lock()
			s.peers = 0
			s.mu.Unlock()
		}
	}()
	time.Sleep(2 * time.Millisecond)
}

// serve handles one message after another: nothing is read-held between them.
func (s *server) serve(messages int) {
	for i := range messages {
		s.handle(i%3 == 0)
	}
}

func (s *server) addPeer() {
	s.mu.Lock() // ok: no reader holds two read locks
	s.peers++
	s.mu.Unlock()
}

func main() {
	s := &server{}
	go s.serve(20)
	for range 5 {
		go s.addPeer()
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
