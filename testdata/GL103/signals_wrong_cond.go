package main

import (
	"fmt"
	"sync"
)

type ring struct {
	mu       sync.Mutex
	notEmpty *sync.Cond
	notFull  *sync.Cond
	items    []int
	capacity int
}

// put signals notFull where it should signal notEmpty (a copy-paste slip):
// nothing ever signals notEmpty.
func (r *ring) put(v int) {
	r.mu.Lock()
	for len(r.items) == r.capacity {
		r.notFull.Wait()
	}
	r.items = append(r.items, v)
	r.mu.Unlock()
	r.notFull.Signal()
}

func (r *ring) take() int {
	r.mu.Lock()
	for len(r.items) == 0 {
		r.notEmpty.Wait() // want "GL103"
	}
	v := r.items[0]
	r.items = r.items[1:]
	r.mu.Unlock()
	r.notFull.Signal()
	return v
}

// The consumer drains the ring and then sleeps on notEmpty forever.
func pipeline(values []int) {
	r := &ring{capacity: 8}
	r.notEmpty = sync.NewCond(&r.mu)
	r.notFull = sync.NewCond(&r.mu)
	go func() {
		for {
			fmt.Println("took", r.take())
		}
	}()
	for _, v := range values {
		r.put(v)
	}
}

func main() {
	pipeline([]int{1, 2, 3})
}
