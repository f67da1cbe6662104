package main

import "fmt"

type cache struct {
	puts chan [2]string
	done chan struct{}
}

func (c *cache) run() {
	data := map[string]string{}
	for {
		select {
		case kv := <-c.puts:
			data[kv[0]] = kv[1]
		case <-c.done:
			fmt.Println("cache had", len(data), "entries")
			return
		}
	}
}

// ok: done is closed by defer on every path, and its case returns.
func fillCache(pairs [][2]string) error {
	c := &cache{puts: make(chan [2]string), done: make(chan struct{})}
	defer close(c.done)
	go c.run()
	for _, kv := range pairs {
		if kv[0] == "" {
			return fmt.Errorf("empty key")
		}
		c.puts <- kv
	}
	return nil
}

func main() {
	_ = fillCache([][2]string{{"a", "1"}, {"", "2"}})
	_ = fillCache([][2]string{{"b", "3"}})
}
