package main

import (
	"sync"
	"time"
)

type account struct {
	mu      sync.Mutex
	balance int
	ledger  *ledger
}

type ledger struct {
	mu      sync.Mutex
	entries []int
	owner   *account
}

// deposit and audit both take the account first, then the ledger.
func (a *account) deposit(n int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.balance += n
	a.ledger.record(n)
}

func (l *ledger) record(n int) {
	l.mu.Lock() // ok: always after the account
	defer l.mu.Unlock()
	l.entries = append(l.entries, n)
}

func (l *ledger) audit() int {
	l.owner.mu.Lock()
	defer l.owner.mu.Unlock()
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.owner.balance
}

func main() {
	a := &account{}
	l := &ledger{owner: a}
	a.ledger = l
	go a.deposit(1)
	go l.audit()
	time.Sleep(50 * time.Millisecond)
}
