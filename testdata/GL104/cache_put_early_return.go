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

// put returns the validation error while still holding the lock, so the
// next put blocks on the same Lock forever.
func (c *cache) put(key, value string) error {
	c.mu.Lock() // want "GL104"
	if key == "" {
		return errEmptyKey
	}
	c.entries[key] = value
	c.mu.Unlock()
	return nil
}

func fillCache() {
	c := &cache{entries: map[string]string{}}
	if err := c.put("", "orphan"); err != nil {
		fmt.Println("put failed:", err)
	}
	go func() {
		_ = c.put("user:1", "alice")
		fmt.Println("stored user:1")
	}()
}

func main() {
	fillCache()
}
