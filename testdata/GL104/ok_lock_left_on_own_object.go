package main

import (
	"errors"
	"fmt"
	"sync"
)

type box struct {
	mu sync.Mutex
	n  int
}

// fill makes a box of its own on each call: the lock its early return leaves held is on
// an object nothing else can reach, so no Lock ever waits for it.
func fill(fail bool) error {
	b := &box{}
	b.mu.Lock()
	if fail {
		return errors.New("fail") // ok: b is this call's own
	}
	b.n = 1
	describe(b)
	b.mu.Unlock()
	return nil
}

// describe reads the box it is handed and locks nothing.
func describe(b *box) {
	fmt.Println(b.n)
}

// add locks another box of the same type.
func (b *box) add() {
	b.mu.Lock()
	b.n++
	b.mu.Unlock()
}

func main() {
	_ = fill(true)
	_ = fill(false)
	other := &box{}
	other.add()
}
