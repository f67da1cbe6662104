package main

import (
	"fmt"
	"sync"
	"time"
)

// Each Wait makes a handle of its own and locks its wake mutex twice: the second Lock
// blocks until another goroutine wakes the handle by unlocking it. Wait takes the table's
// mutex and then the handle's, and later the handle's and then the table's, but no other
// goroutine ever locks that handle: the two orders are never on the same pair of mutexes.
type handle struct {
	wake sync.Mutex
	id   int
}

type table struct {
	mu      sync.Mutex
	waiters []*handle
	woken   int
}

func (t *table) Wait(id int) (h *handle) {
	h = &handle{id: id}
	t.mu.Lock()
	h.wake.Lock()
	t.waiters = append(t.waiters, h)
	t.mu.Unlock()
	h.wake.Lock() // blocks until wakeAll unlocks it
	t.mu.Lock()
	t.woken++
	t.mu.Unlock()
	return h
}

func (t *table) wakeAll() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, h := range t.waiters {
		h.wake.Unlock()
	}
	t.waiters = nil
}

func main() {
	t := &table{}
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t.Wait(i)
		}()
	}
	for {
		t.mu.Lock()
		n := len(t.waiters)
		t.mu.Unlock()
		if n == 3 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	t.wakeAll()
	wg.Wait()
	fmt.Println("woken", t.woken)
}
