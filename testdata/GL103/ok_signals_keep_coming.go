package main

import (
	"sync"
	"time"
)

type ticker struct {
	beat *sync.Cond
}

// next waits for the next beat without checking anything: a beat it misses is followed
// by another one, since the pacer never stops.
func (t *ticker) next() {
	t.beat.L.Lock()
	t.beat.Wait() // ok: signals keep coming
	t.beat.L.Unlock()
}

func (t *ticker) pace() {
	for {
		time.Sleep(time.Millisecond)
		t.beat.Broadcast()
	}
}

func main() {
	t := &ticker{beat: sync.NewCond(&sync.Mutex{})}
	go t.pace()
	time.Sleep(5 * time.Millisecond)
	t.next()
}
