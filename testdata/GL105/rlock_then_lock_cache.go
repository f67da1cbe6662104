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

// render upgrades its read lock by calling Lock while still holding RLock:
// the writer waits for all readers, including itself.
func (c *templateCache) render(name string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	page, ok := c.pages[name]
	if !ok {
		c.mu.Lock() // want "GL105"
		page = strings.ToUpper(name)
		c.pages[name] = page
		c.mu.Unlock()
	}
	return page
}

func serve() {
	c := &templateCache{pages: map[string]string{"home": "HOME"}}
	fmt.Println(c.render("home"))
	go func() {
		fmt.Println(c.render("about"))
	}()
}

func main() {
	serve()
}
