package main

import (
	"fmt"
	"sync"
)

type ring struct {
	mu       sync.Mutex
	notEmpty sync.Cond
	notFull  sync.Cond
	items    []int
	capacity int
}

func newRing(capacity int) *ring {
	r := &ring{capacity: capacity}
	r.notEmpty.L = &r.mu
	r.notFull.L = &r.mu
	return r
}

// ok: put signals notEmpty and take signals notFull, every time.
func (r *ring) put(v int) {
	r.mu.Lock()
	for len(r.items) == r.capacity {
		r.notFull.Wait()
	}
	r.items = append(r.items, v)
	r.mu.Unlock()
	r.notEmpty.Signal()
}

func (r *ring) take() int {
	r.mu.Lock()
	for len(r.items) == 0 {
		r.notEmpty.Wait()
	}
	v := r.items[0]
	r.items = r.items[1:]
	r.mu.Unlock()
	r.notFull.Signal()
	return v
}

func pipeline(values []int) {
	r := newRing(2)
	sum := make(chan int)
	go func() {
		total := 0
		for range values {
			total += r.take()
		}
		sum <- total
	}()
	for _, v := range values {
		r.put(v)
	}
	fmt.Println("sum:", <-sum)
}

func main() {
	pipeline([]int{1, 2, 3, 4, 5})
}
