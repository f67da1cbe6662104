package main

import "time"

// batcher collects items until it has been idle for a second, then stops on its own.
type batcher struct {
	items chan int
}

func newBatcher() *batcher {
	b := &batcher{items: make(chan int)}
	go b.collect()
	return b
}

func (b *batcher) collect() {
	idle := time.NewTimer(time.Second)
	defer idle.Stop()
	for {
		select {
		case item := <-b.items:
			println(item)
			idle.Reset(time.Second)
		case <-idle.C:
			return
		}
	}
}

// Add waits forever once the collector has gone idle.
func (b *batcher) Add(item int) {
	b.items <- item // want "GL006"
}

func main() {
	b := newBatcher()
	register(b.Add)
}

// register hands a function to code the package does not show.
func register(any) {}
