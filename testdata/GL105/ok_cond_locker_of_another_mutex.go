package main

import (
	"fmt"
	"sync"
	"time"
)

// The Cond is made on `waitMu`, not on `mu`: holding `q.ready.L` and taking `q.mu` is
// two different mutexes.
type queue struct {
	mu     sync.Mutex
	waitMu sync.Mutex
	ready  *sync.Cond
	items  []int
}

func newQueue() *queue {
	q := &queue{}
	q.ready = sync.NewCond(&q.waitMu)
	return q
}

func (q *queue) size() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.items)
}

func (q *queue) push(v int) {
	q.ready.L.Lock()
	defer q.ready.L.Unlock()
	if q.size() > 10 {
		return
	}
	q.mu.Lock()
	q.items = append(q.items, v)
	q.mu.Unlock()
	q.ready.Signal()
}

// A Cond made on a mutex of its own (`&sync.Mutex{}`) locks nothing else either.
type board struct {
	mu      sync.Mutex
	changed *sync.Cond
	posts   []string
}

func newBoard() *board {
	return &board{changed: sync.NewCond(&sync.Mutex{})}
}

func (b *board) count() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.posts)
}

func (b *board) post(text string) {
	b.changed.L.Lock()
	defer b.changed.L.Unlock()
	if b.count() < 100 {
		b.mu.Lock()
		b.posts = append(b.posts, text)
		b.mu.Unlock()
	}
	b.changed.Broadcast()
}

func main() {
	q := newQueue()
	b := newBoard()
	go q.push(1)
	go b.post("hello")
	time.Sleep(50 * time.Millisecond)
	fmt.Println(q.size(), b.count())
}
