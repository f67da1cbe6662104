package main

import (
	"fmt"
	"sync"
	"time"
)

// calculator's Start waits, holding its mutex, until the goroutine it starts is running,
// but the goroutine calibrates (taking the mutex) before it says so: both wait forever.
type calculator struct {
	sync.Mutex
	limit int
}

func (c *calculator) Start() func() {
	c.Lock()
	defer c.Unlock()
	done := make(chan struct{})
	started := make(chan struct{})
	completed := make(chan struct{})
	go func() {
		c.calibrate()
		close(started)
		defer close(completed)
		ticker := time.NewTicker(time.Millisecond)
		defer ticker.Stop()
		for {
			select {
			case <-ticker.C:
				c.calibrate()
			case <-done:
				return
			}
		}
	}()
	<-started // want "GL106"
	return func() {
		close(done)
		<-completed
	}
}

func (c *calculator) calibrate() {
	c.Lock() // want "GL106"
	defer c.Unlock()
	c.limit++
}

func main() {
	c := &calculator{}
	go func() {
		stop := c.Start()
		stop()
	}()
	time.Sleep(5 * time.Millisecond)
	fmt.Println("started")
}
