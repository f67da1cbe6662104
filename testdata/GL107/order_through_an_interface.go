package main

import (
	"sync"
	"time"
)

// A store is what the index writes through; memStore is the package's only one.
type store interface {
	Put(key string)
	Has(key string) bool
}

type memStore struct {
	mu   sync.Mutex
	keys map[string]bool
	idx  *index
}

type index struct {
	mu   sync.Mutex
	seen []string
	st   store
}

// Put holds the store while it tells the index: memStore.mu, then index.mu.
func (s *memStore) Put(key string) {
	s.mu.Lock() // want "GL107"
	defer s.mu.Unlock()
	s.keys[key] = true
	time.Sleep(10 * time.Millisecond)
	s.idx.note(key)
}

func (s *memStore) Has(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.keys[key]
}

func (x *index) note(key string) {
	x.mu.Lock() // want "GL107"
	x.seen = append(x.seen, key)
	x.mu.Unlock()
}

// rebuild holds the index while it writes through the store interface: index.mu, then
// the store's mu, the other way round.
func (x *index) rebuild() {
	x.mu.Lock()
	defer x.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	x.st.Put("rebuilt")
}

func main() {
	x := &index{}
	s := &memStore{keys: map[string]bool{}, idx: x}
	x.st = s
	go s.Put("a")
	go x.rebuild()
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
