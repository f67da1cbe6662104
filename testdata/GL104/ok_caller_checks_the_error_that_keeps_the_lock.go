package main

import (
	"errors"
	"fmt"
	"sync"
)

type List struct {
	mu    sync.RWMutex
	items []int
}

func NewList() *List { return &List{} }

// first leaves its read lock held when the list is empty, and says so with its error.
func (l *List) first() (int, error) {
	l.mu.RLock() // ok: the only caller stops on the error that leaves it held
	if len(l.items) == 0 {
		return 0, errors.New("empty")
	}
	v := l.items[0]
	l.mu.RUnlock()
	return v, nil
}

func (l *List) add(v int) {
	l.mu.Lock()
	l.items = append(l.items, v)
	l.mu.Unlock()
}

// fill reads the first item and adds after it: when first fails, with the lock held, fill
// returns on the error and never calls add on that list.
func fill(seed []int) error {
	l := NewList()
	l.items = seed
	if _, err := l.first(); err != nil {
		return err
	}
	l.add(1)
	return nil
}

func main() {
	fmt.Println(fill(nil))
	fmt.Println(fill([]int{3}))
}
