package main

import (
	"container/list"
	"fmt"
	"sync"
	"time"
)

type request struct{ id int }

// queue keeps its requests in a list that only push fills, with *request values: the
// assertion in pop cannot fail, so its retry (which would lock mu again) never runs.
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

func (q *queue) pop() *request {
	q.mu.Lock()
	e := q.items.Front()
	if e == nil {
		q.mu.Unlock()
		return nil
	}
	q.items.Remove(e)
	r, ok := e.Value.(*request)
	if !ok {
		return q.pop() // ok: every value pushed is a *request
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
	go func() { fmt.Println(q.pending(), q.pop().id) }()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
