package main

// cache answers length queries on its own goroutine until Stop stops it.
type cache struct {
	items map[string]int
	lenc  chan chan int
	stop  chan struct{}
}

func newCache() *cache {
	c := &cache{items: map[string]int{}, lenc: make(chan chan int), stop: make(chan struct{})}
	go c.loop()
	return c
}

func (c *cache) loop() {
	for {
		select {
		case reply := <-c.lenc:
			reply <- len(c.items)
		case <-c.stop:
			return
		}
	}
}

func (c *cache) Stop() { close(c.stop) }

// Len sends its question before it waits for the answer: after Stop, the question has
// no taker.
func (c *cache) Len() int {
	reply := make(chan int, 1)
	c.lenc <- reply // want "GL006"
	return <-reply
}

func main() {
	c := newCache()
	defer c.Stop()
	register(c.Len)
}

// register hands a function to code the package does not show.
func register(any) {}
