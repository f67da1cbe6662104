package main

import (
	"fmt"
	"sync"
)

type shard struct {
	mu   sync.Mutex
	keys map[string]int
}

type store struct {
	statsMu sync.Mutex
	writes  int
	shard   shard
}

// ok: the shard lock and the stats lock are different mutexes, always taken
// in the same order.
func (s *store) put(key string, v int) {
	s.shard.mu.Lock()
	defer s.shard.mu.Unlock()
	s.shard.keys[key] = v
	s.statsMu.Lock()
	s.writes++
	s.statsMu.Unlock()
}

func main() {
	s := &store{shard: shard{keys: map[string]int{}}}
	var wg sync.WaitGroup
	for i, k := range []string{"a", "b", "c"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.put(k, i)
		}()
	}
	wg.Wait()
	fmt.Println("writes:", s.writes)
}
