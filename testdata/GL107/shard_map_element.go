package main

import (
	"sync"
	"time"
)

type shard struct {
	mu      sync.Mutex
	entries map[string]int
	index   *keyIndex
}

type keyIndex struct {
	mu   sync.Mutex
	keys map[string]string
}

type shardedStore struct {
	shards map[string]*shard
	index  *keyIndex
}

// put records the key in the index, then locks its shard, looked up in a map:
// keyIndex.mu, then shard.mu.
func (s *shardedStore) put(key string, value int) {
	s.index.mu.Lock()
	defer s.index.mu.Unlock()
	name := "s" + string(key[0])
	s.index.keys[key] = name
	time.Sleep(20 * time.Millisecond)
	s.shards[name].mu.Lock() // want "GL107"
	s.shards[name].entries[key] = value
	s.shards[name].mu.Unlock()
}

// evict locks the shard and forgets its keys in the index: shard.mu, then keyIndex.mu.
func (sh *shard) evict() {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	for key := range sh.entries {
		sh.forget(key)
	}
	sh.entries = map[string]int{}
}

func (sh *shard) forget(key string) {
	sh.index.mu.Lock() // want "GL107"
	delete(sh.index.keys, key)
	sh.index.mu.Unlock()
}

func main() {
	idx := &keyIndex{keys: map[string]string{}}
	a := &shard{entries: map[string]int{"apple": 3}, index: idx}
	s := &shardedStore{shards: map[string]*shard{"sa": a}, index: idx}
	go s.put("avocado", 5)
	go a.evict()
	time.Sleep(100 * time.Millisecond)
}
