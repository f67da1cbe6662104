package main

import (
	"sync"
	"time"
)

type blobStore struct {
	mu      sync.Mutex // guards blobs
	blobs   map[string][]byte
	statsMu sync.Mutex // guards reads
	reads   int
	index   *blobIndex
}

type blobIndex struct {
	mu    sync.Mutex
	names []string
	store *blobStore
}

// put holds the blobs, then the index: blobStore.mu, then blobIndex.mu.
func (s *blobStore) put(name string, data []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.blobs[name] = data
	time.Sleep(20 * time.Millisecond)
	s.index.mu.Lock()
	s.index.names = append(s.index.names, name)
	s.index.mu.Unlock()
}

// list holds the index and counts the read under the store's other mutex: blobIndex.mu,
// then blobStore.statsMu, which put never holds.
func (x *blobIndex) list() []string {
	x.mu.Lock()
	defer x.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	x.store.countRead()
	return append([]string(nil), x.names...)
}

func (s *blobStore) countRead() {
	s.statsMu.Lock() // ok: a different mutex from the one put holds
	s.reads++
	s.statsMu.Unlock()
}

func main() {
	s := &blobStore{blobs: map[string][]byte{}}
	s.index = &blobIndex{store: s}
	go s.put("avatar.png", []byte{0x89})
	go s.index.list()
	time.Sleep(100 * time.Millisecond)
}
