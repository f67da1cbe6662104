// Not Go-confirmed (kept out of the top-level GL105 folder on purpose): Go
// reports the goroutine blocked inside store, at its Lock, while GL105
// reports the call site in render.
package main

import (
	"fmt"
	"strings"
	"sync"
)

type templateCache struct {
	mu    sync.RWMutex
	pages map[string]string
}

func (c *templateCache) store(name, page string) {
	c.mu.Lock() // want "GL105"
	defer c.mu.Unlock()
	c.pages[name] = page
}

// render holds the read lock while calling store, which asks for the write
// lock of the same RWMutex.
func (c *templateCache) render(name string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	page, ok := c.pages[name]
	if !ok {
		page = strings.ToUpper(name)
		c.store(name, page)
	}
	return page
}

func main() {
	c := &templateCache{pages: map[string]string{}}
	go func() {
		fmt.Println(c.render("about"))
	}()
}
