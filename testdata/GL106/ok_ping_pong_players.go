package main

import (
	"fmt"
	"sync"
	"time"
)

type table struct {
	mu    sync.Mutex
	hits  int
	ball  chan string
	done  chan struct{}
	rally sync.WaitGroup
}

// player hands the ball back while holding the score lock; the only other party is the
// other player, who is waiting for it without the lock.
func (t *table) player(name string, serve bool) {
	defer t.rally.Done()
	if serve {
		t.ball <- name
	}
	for {
		var ball string
		select {
		case ball = <-t.ball:
		case <-t.done:
			return
		}
		t.mu.Lock()
		t.hits++
		if t.hits == 10 {
			close(t.done)
			t.mu.Unlock()
			return
		}
		t.ball <- ball // ok: the receiver is the other player, who holds no lock
		t.mu.Unlock()
	}
}

func main() {
	t := &table{ball: make(chan string), done: make(chan struct{})}
	t.rally.Add(2)
	go t.player("ping", true)
	go t.player("pong", false)
	t.rally.Wait()
	fmt.Println("hits:", t.hits)
	time.Sleep(10 * time.Millisecond)
}
