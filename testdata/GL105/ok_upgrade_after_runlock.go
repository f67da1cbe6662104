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

// ok: render drops the read lock before taking the write lock and checks
// again under it.
func (c *templateCache) render(name string) string {
	c.mu.RLock()
	page, ok := c.pages[name]
	c.mu.RUnlock()
	if ok {
		return page
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if page, ok := c.pages[name]; ok {
		return page
	}
	page = strings.ToUpper(name)
	c.pages[name] = page
	return page
}

func main() {
	c := &templateCache{pages: map[string]string{"home": "HOME"}}
	var wg sync.WaitGroup
	for _, name := range []string{"home", "about", "about"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println(c.render(name))
		}()
	}
	wg.Wait()
}
