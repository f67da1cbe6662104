package main

import (
	"fmt"
	"strings"
	"sync"
)

type config struct {
	mu     sync.Mutex
	loaded *sync.Cond
	values map[string]string
}

// load panics on a malformed line; the panic is recovered, but the
// Broadcast after the loop never runs.
func (c *config) load(lines []string) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("config load failed:", r)
		}
	}()
	values := map[string]string{}
	for _, l := range lines {
		k, v, ok := strings.Cut(l, "=")
		if !ok {
			panic("malformed line " + l)
		}
		values[k] = v
	}
	c.mu.Lock()
	c.values = values
	c.mu.Unlock()
	c.loaded.Broadcast()
}

// get waits for the config that a recovered panic never announces.
func (c *config) get(key string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	for c.values == nil {
		c.loaded.Wait() // want "GL103"
	}
	return c.values[key]
}

func boot(lines []string) {
	c := &config{}
	c.loaded = sync.NewCond(&c.mu)
	go func() {
		fmt.Println("log level:", c.get("log_level"))
	}()
	go c.load(lines)
}

func main() {
	boot([]string{"log_level=debug", "oops"})
}
