package main

import (
	"container/list"
	"fmt"
	"sync"
	"time"
)

type request struct{ id int }

// queue keeps its requests in a list that push fills with requests and mark with a
// string: pop's assertion fails on the mark, and its retry locks mu again.
type queue struct {
	mu    sync.Mutex
	items *list.List
}

func newQueue() *queue { return &queue{items: list.New()} }

func (q *queue) push(r *request) {
	q.mu.Lock()
	q.items.PushBack(r)
	q.mu.Unlock()
}

func (q *queue) mark(label string) {
	q.mu.Lock()
	q.items.PushFront(label)
	q.mu.Unlock()
}

func (q *queue) pop() *request {
	q.mu.Lock() // want "GL104" "GL105"
	e := q.items.Front()
	if e == nil {
		q.mu.Unlock()
		return nil
	}
	q.items.Remove(e)
	r, ok := e.Value.(*request)
	if !ok {
		return q.pop() // retried with mu still held
	}
	q.mu.Unlock()
	return r
}

func (q *queue) pending() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	n := 0
	for e := q.items.Front(); e != nil; e = e.Next() {
		if _, ok := e.Value.(*request); !ok {
			continue
		}
		n++
	}
	return n
}

func main() {
	q := newQueue()
	q.push(&request{id: 1})
	q.push(&request{id: 2})
	q.mark("batch")
	go func() { fmt.Println(q.pending(), q.pop().id) }()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
