package main

import (
	"fmt"
	"sync"
)

type ticker struct {
	beats chan int
	quit  chan struct{}
	wg    sync.WaitGroup
}

// The channels are made in the constructor and the value is returned:
// the caller owns them and stops the loop with Stop.
func newTicker() *ticker {
	t := &ticker{beats: make(chan int), quit: make(chan struct{})}
	t.wg.Add(1)
	go t.loop()
	return t
}

func (t *ticker) loop() {
	defer t.wg.Done()
	for {
		select {
		case b := <-t.beats:
			fmt.Println("beat", b)
		case <-t.quit:
			return
		}
	}
}

func (t *ticker) Stop() {
	close(t.quit)
	t.wg.Wait()
}

// ok: the loop ends through the quit case when Stop closes quit.
func beatTwice() {
	t := newTicker()
	t.beats <- 1
	t.beats <- 2
	t.Stop()
}

func main() {
	beatTwice()
}
