package main

import (
	"sync"
	"time"
)

type ledger struct {
	mu       sync.RWMutex
	balances map[string]int
}

// balance read-locks the ledger only when its caller asks.
func (l *ledger) balance(account string, needLock bool) int {
	if needLock {
		l.mu.RLock() // want "GL108"
		defer l.mu.RUnlock()
	}
	return l.balances[account]
}

// sum passes its own flag on, negated: asked whether the lock is already held, it tells
// balance to take it when it is not.
func (l *ledger) sum(accounts []string, held bool) int {
	total := 0
	for _, account := range accounts {
		time.Sleep(10 * time.Millisecond)
		total += l.balance(account, !held)
	}
	return total
}

// Total holds the read lock but tells sum it does not: each balance read-locks again, and
// a writer that queued in between blocks that second RLock while waiting for the first.
func (l *ledger) Total(accounts []string) int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.sum(accounts, false)
}

func (l *ledger) Deposit(account string, amount int) {
	l.mu.Lock() // want "GL108"
	defer l.mu.Unlock()
	l.balances[account] += amount
}

func main() {
	l := &ledger{balances: map[string]int{"a": 1, "b": 2}}
	go l.Total([]string{"a", "b"})
	time.Sleep(5 * time.Millisecond)
	go l.Deposit("a", 3)
	time.Sleep(60 * time.Millisecond)
}
