package main

import (
	"sync"
	"time"
)

type ledger struct {
	mu       sync.RWMutex
	balances map[string]int
}

// balance read-locks the ledger only when its caller asks: a caller that already holds
// the read lock passes false.
func (l *ledger) balance(account string, needLock bool) int {
	if needLock {
		l.mu.RLock()
		defer l.mu.RUnlock()
	}
	return l.balances[account]
}

func (l *ledger) Balance(account string) int { return l.balance(account, true) }

// Total holds the read lock once for the whole sum; each balance call is told not to
// take it again, so a writer that queues meanwhile waits only for Total.
func (l *ledger) Total(accounts []string) int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	sum := 0
	for _, account := range accounts {
		time.Sleep(10 * time.Millisecond)
		sum += l.balance(account, false) // ok: no second read lock
	}
	return sum
}

func (l *ledger) Deposit(account string, amount int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.balances[account] += amount
}

func main() {
	l := &ledger{balances: map[string]int{"a": 1, "b": 2}}
	go l.Total([]string{"a", "b"})
	time.Sleep(5 * time.Millisecond)
	go l.Deposit("a", 3)
	time.Sleep(60 * time.Millisecond)
	println(l.Balance("a"))
}
