package main

import (
	"fmt"
	"sync"
	"time"
)

// calculator's Start waits, holding its mutex, until the goroutine it starts is running.
// The goroutine closes `started` before anything else and takes the mutex only later:
// each run of Start makes its own `started`, so a goroutine of an earlier run, which may
// hold the mutex, can never be the one this wait needs.
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
	<-started
	return func() {
		close(done)
		<-completed
	}
}

func (c *calculator) calibrate() {
	c.Lock()
	defer c.Unlock()
	c.limit++
}

func main() {
	c := &calculator{}
	stop := c.Start()
	time.Sleep(5 * time.Millisecond)
	stop()
	stop = c.Start()
	stop()
	fmt.Println(c.limit > 0)
}
