package main

import (
	"errors"
	"sync"
	"time"
)

// ledger keeps its unlock as a method value; the early return for a bad amount skips it,
// so the mutex stays locked and the next post blocks forever.
type ledger struct {
	mu      sync.Mutex
	balance int
}

func (l *ledger) post(amount int) error {
	l.mu.Lock() // want "GL104"
	unlock := l.mu.Unlock
	if amount == 0 {
		return errors.New("empty posting")
	}
	l.balance += amount
	unlock()
	return nil
}

func main() {
	l := &ledger{}
	_ = l.post(0)
	go func() { _ = l.post(5) }()
	time.Sleep(50 * time.Millisecond)
}
