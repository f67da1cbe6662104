package main

import (
	"errors"
	"sync"
	"time"
)

// ledger keeps its unlock as a method value and defers it: every way out releases.
type ledger struct {
	mu      sync.Mutex
	balance int
}

func (l *ledger) post(amount int) error {
	l.mu.Lock()
	unlock := l.mu.Unlock
	defer unlock()
	if amount == 0 {
		return errors.New("empty posting")
	}
	l.balance += amount
	return nil
}

func (l *ledger) settle(amount int) {
	l.mu.Lock()
	unlock := l.mu.Unlock
	if amount < 0 {
		unlock()
		return
	}
	l.balance -= amount
	unlock()
}

func main() {
	l := &ledger{}
	_ = l.post(0)
	l.settle(-1)
	go func() { _ = l.post(5) }()
	go l.settle(2)
	time.Sleep(50 * time.Millisecond)
}
