package main

import (
	"fmt"
	"sync"
	"time"
)

type sessionCache struct {
	mu       sync.RWMutex
	sessions map[string]string
}

func (c *sessionCache) user(token string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.sessions[token]
}

// greet checks the token under a read lock and releases it before calling user, which
// read-locks on its own.
func (c *sessionCache) greet(token string) string {
	c.mu.RLock()
	_, ok := c.sessions[token]
	c.mu.RUnlock()
	if !ok {
		return "hello, stranger"
	}
	time.Sleep(30 * time.Millisecond)
	return "hello, " + c.user(token) // ok: the first read lock is released
}

func (c *sessionCache) login(token, name string) {
	time.Sleep(10 * time.Millisecond)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sessions[token] = name
}

func main() {
	c := &sessionCache{sessions: map[string]string{"t1": "lin"}}
	go func() { fmt.Println(c.greet("t1")) }()
	go c.login("t2", "sam")
	time.Sleep(100 * time.Millisecond)
}
