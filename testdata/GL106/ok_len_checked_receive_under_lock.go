package main

import (
	"fmt"
	"sync"
	"time"
)

// queue keeps up to cap(ch) blocks in memory and spills the rest; every operation on ch
// is made with mu held, so a length read under mu still holds at the next operation.
type queue struct {
	mu      sync.Mutex
	ch      chan []byte
	spilled [][]byte
}

func (q *queue) push(b []byte) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.ch) == cap(q.ch) {
		q.spillLocked()
		q.spilled = append(q.spilled, b)
		return
	}
	q.ch <- b
}

// spillLocked moves the buffered blocks out; q.mu must be held.
func (q *queue) spillLocked() {
	for len(q.ch) > 0 {
		q.spilled = append(q.spilled, <-q.ch)
	}
}

func (q *queue) pop() ([]byte, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.ch) > 0 {
		return <-q.ch, true // ok: a buffered value is there, and every receiver holds q.mu
	}
	if len(q.spilled) == 0 {
		return nil, false
	}
	b := q.spilled[0]
	q.spilled = q.spilled[1:]
	return b, true
}

func (q *queue) popNonEmpty() []byte {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.ch) == 0 {
		return nil
	}
	return <-q.ch // ok: the early return leaves only a buffer holding a value
}

func main() {
	q := &queue{ch: make(chan []byte, 2)}
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			q.push([]byte{byte(i)})
		}()
		go func() {
			defer wg.Done()
			q.pop()
			q.popNonEmpty()
		}()
	}
	wg.Wait()
	time.Sleep(10 * time.Millisecond)
	fmt.Println("left:", len(q.ch), len(q.spilled))
}
