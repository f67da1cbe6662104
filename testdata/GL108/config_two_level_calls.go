package main

import (
	"fmt"
	"strings"
	"sync"
	"time"
)

type config struct {
	mu     sync.RWMutex
	values map[string]string
}

func (c *config) raw(key string) string {
	c.mu.RLock() // want "GL108"
	defer c.mu.RUnlock()
	return c.values[key]
}

func (c *config) list(key string) []string {
	return strings.Split(c.raw(key), ",")
}

// describe holds a read lock while it formats the values: list calls raw, which read-locks
// the config again, two calls down.
func (c *config) describe() string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	time.Sleep(30 * time.Millisecond)
	return fmt.Sprintf("%d keys, peers %v", len(c.values), c.list("peers"))
}

func (c *config) reload(values map[string]string) {
	time.Sleep(10 * time.Millisecond)
	c.mu.Lock() // want "GL108"
	defer c.mu.Unlock()
	c.values = values
}

func main() {
	c := &config{values: map[string]string{"peers": "a,b"}}
	go func() { fmt.Println(c.describe()) }()
	go c.reload(map[string]string{"peers": "a,b,c"})
	time.Sleep(100 * time.Millisecond)
}
