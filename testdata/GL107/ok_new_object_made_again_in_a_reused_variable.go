package main

import (
	"sync"
	"time"
)

// A cache keeps entries by key, each with a lock of its own.
type entry struct {
	mu   sync.Mutex
	key  string
	hits int
}

type cache struct {
	mu      sync.Mutex
	entries map[string]*entry
	misses  int
}

// newEntry makes an entry; a method of the cache, but the entry is new.
func (c *cache) newEntry(key string) *entry {
	return &entry{key: key}
}

// lookup holds the cache's lock and, on a miss, the new entry's: cache, then entry. The
// variable held a published entry a moment before, but the entry it locks is the one just
// made, which no one else can have yet.
func (c *cache) lookup(key string) *entry {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	if !ok {
		e = c.newEntry(key)
		e.mu.Lock() // ok: a new entry, not yet in the map
		e.hits = 1
		e.mu.Unlock()
		c.entries[key] = e
	}
	return e
}

// touch holds an entry's lock and counts a miss in the cache: entry, then cache.
func (e *entry) touch(c *cache) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.hits++
	c.mu.Lock() // ok: lookup never holds the cache while it waits for a published entry
	c.misses++
	c.mu.Unlock()
}

func main() {
	c := &cache{entries: map[string]*entry{}}
	for i := 0; i < 4; i++ {
		go func() {
			for j := 0; j < 100; j++ {
				e := c.lookup(string(rune('a' + j%3)))
				e.touch(c)
			}
		}()
	}
	time.Sleep(200 * time.Millisecond)
	println("done") // main goes on after the calls above
}
