package main

import (
	"errors"
	"fmt"
	"sync"
)

var errEmptyKey = errors.New("empty key")

type cache struct {
	mu      sync.Mutex
	entries map[string]string
}

// ok: the unlock is deferred right after Lock, so the early return
// releases it too.
func (c *cache) put(key, value string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if key == "" {
		return errEmptyKey
	}
	c.entries[key] = value
	return nil
}

func main() {
	c := &cache{entries: map[string]string{}}
	fmt.Println(c.put("", "orphan"))
	done := make(chan struct{})
	go func() {
		defer close(done)
		fmt.Println(c.put("user:1", "alice"))
	}()
	<-done
}
