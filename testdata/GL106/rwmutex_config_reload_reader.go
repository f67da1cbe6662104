package main

import (
	"fmt"
	"sync"
	"time"
)

type configStore struct {
	mu       sync.RWMutex
	values   map[string]string
	version  int
	reloaded chan int
}

// reload swaps the configuration and tells the watcher, holding the write lock throughout.
func (c *configStore) reload(version int, values map[string]string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.values = values
	c.version = version
	c.reloaded <- version // want "GL106"
}

// watchReloads reads the new configuration under the read lock for every notification.
func (c *configStore) watchReloads() {
	for version := range c.reloaded {
		time.Sleep(20 * time.Millisecond) // drain in-flight requests
		c.mu.RLock() // want "GL106"
		fmt.Println("config", version, len(c.values))
		c.mu.RUnlock()
	}
}

func main() {
	c := &configStore{values: map[string]string{}, reloaded: make(chan int)}
	go c.watchReloads()
	go c.reload(1, map[string]string{"timeout": "5s"})
	go c.reload(2, map[string]string{"timeout": "10s"})
	time.Sleep(50 * time.Millisecond)
}
