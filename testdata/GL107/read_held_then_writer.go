package main

import (
	"sync"
	"time"
)

type cache struct {
	mu    sync.RWMutex
	items map[string][]byte
	stats *stats
}

type stats struct {
	mu     sync.Mutex
	hits   int
	misses int
	cache  *cache
}

// get counts the lookup while it still read-holds the cache: cache.mu (read), then stats.mu.
func (c *cache) get(key string) ([]byte, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	v, ok := c.items[key]
	time.Sleep(20 * time.Millisecond)
	c.stats.record(ok)
	return v, ok
}

func (s *stats) record(hit bool) {
	s.mu.Lock() // want "GL107"
	defer s.mu.Unlock()
	if hit {
		s.hits++
	} else {
		s.misses++
	}
}

// reset clears the counters and, with them, the cache: stats.mu, then cache.mu as a
// writer, which waits for the reader above.
func (s *stats) reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.hits, s.misses = 0, 0
	time.Sleep(20 * time.Millisecond)
	s.cache.mu.Lock() // want "GL107"
	s.cache.items = map[string][]byte{}
	s.cache.mu.Unlock()
}

func main() {
	c := &cache{items: map[string][]byte{"logo": {0x89, 0x50}}}
	c.stats = &stats{cache: c}
	go c.get("logo")
	go c.stats.reset()
	time.Sleep(100 * time.Millisecond)
}
