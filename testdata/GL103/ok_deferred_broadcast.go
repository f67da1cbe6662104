package main

import (
	"fmt"
	"strings"
	"sync"
)

type config struct {
	mu     sync.Mutex
	loaded *sync.Cond
	done   bool
	values map[string]string
}

// ok: the Broadcast is deferred, so it runs on every path out of load,
// including the early return for a malformed line.
func (c *config) load(lines []string) {
	defer c.loaded.Broadcast()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.done = true
	values := map[string]string{}
	for _, l := range lines {
		k, v, ok := strings.Cut(l, "=")
		if !ok {
			fmt.Println("malformed config line:", l)
			return
		}
		values[k] = v
	}
	c.values = values
}

func (c *config) get(key string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	for !c.done {
		c.loaded.Wait()
	}
	return c.values[key]
}

func boot(lines []string) {
	c := &config{}
	c.loaded = sync.NewCond(&c.mu)
	got := make(chan string)
	go func() {
		got <- c.get("log_level")
	}()
	go c.load(lines)
	fmt.Printf("log level: %q\n", <-got)
}

func main() {
	boot([]string{"log_level=debug"})
	boot([]string{"oops"})
}
