package main

import "sync"

type cache struct {
	mu    sync.Mutex
	data  map[string]string
	dirty int
}

// ok: refreshers signal a coalescing one-slot channel with a select that
// has a default, so a full slot never blocks them.
func (c *cache) refresh(keys []string) bool {
	changed := make(chan struct{}, 1)
	var wg sync.WaitGroup
	for _, k := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.mu.Lock()
			c.data[k] = "fresh"
			c.mu.Unlock()
			select {
			case changed <- struct{}{}:
			default:
			}
		}()
	}
	wg.Wait()
	select {
	case <-changed:
		c.dirty++
		return true
	default:
		return false
	}
}

func main() {
	c := &cache{data: map[string]string{}}
	_ = c.refresh([]string{"a", "b", "c"})
}
