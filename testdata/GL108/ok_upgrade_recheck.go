package main

import (
	"fmt"
	"strings"
	"sync"
	"time"
)

type templateCache struct {
	mu        sync.RWMutex
	templates map[string]string
}

// render looks the template up under a read lock; on a miss it releases it, takes the
// write lock and checks again before compiling.
func (c *templateCache) render(name string) string {
	c.mu.RLock()
	t, ok := c.templates[name]
	c.mu.RUnlock()
	if ok {
		return t
	}
	time.Sleep(20 * time.Millisecond)
	c.mu.Lock() // ok: the read lock was released first
	defer c.mu.Unlock()
	if t, ok := c.templates[name]; ok {
		return t
	}
	t = strings.ToUpper(name)
	c.templates[name] = t
	return t
}

func main() {
	c := &templateCache{templates: map[string]string{}}
	go func() { fmt.Println(c.render("welcome")) }()
	go func() { fmt.Println(c.render("welcome")) }()
	time.Sleep(100 * time.Millisecond)
}
