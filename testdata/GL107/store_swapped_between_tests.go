package main

import (
	"sync"
	"time"
)

// A stream keeps its messages in one store, on disk or in memory; each store
// and the stream have locks of their own.
type store interface{ expire() }

type fileStore struct {
	mu   sync.Mutex
	msgs int
}

type memStore struct {
	mu   sync.Mutex
	msgs int
}

func (fs *fileStore) expire() {
	fs.mu.Lock() // want "GL107"
	fs.msgs = 0
	fs.mu.Unlock()
}

func (ms *memStore) expire() {
	ms.mu.Lock()
	ms.msgs = 0
	ms.mu.Unlock()
}

type stream struct {
	mu    sync.Mutex
	store store
	disk  *fileStore
	name  string
}

func (s *stream) rename(name string) {
	s.mu.Lock() // want "GL107"
	s.name = name
	s.mu.Unlock()
}

// pause holds the store's lock while the expirations pile up, but it drops the
// store before it lets go: the second test is of another value, so the disk
// store stays locked and the stream's lock is taken while it is held.
func pause(s *stream) {
	if fs, ok := s.store.(*fileStore); ok {
		fs.mu.Lock()
	} else if ms, ok := s.store.(*memStore); ok {
		ms.mu.Lock()
	}
	time.Sleep(20 * time.Millisecond)
	s.store = nil
	if fs, ok := s.store.(*fileStore); ok {
		fs.mu.Unlock()
	} else if ms, ok := s.store.(*memStore); ok {
		ms.mu.Unlock()
	}
	s.rename("paused")
}

// flush holds the stream while it expires its disk store: stream.mu, then the store's.
func flush(s *stream) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.disk.expire()
}

func main() {
	disk := &fileStore{}
	s := &stream{store: disk, disk: disk}
	go pause(s)
	time.Sleep(5 * time.Millisecond)
	go flush(s)
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
