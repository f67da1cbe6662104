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

// deposit takes the account, then the ledger (in record).
func (a *account) deposit(n int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.balance += n
	time.Sleep(10 * time.Millisecond)
	a.ledger.record(n)
}

func (l *ledger) record(n int) {
	l.mu.Lock() // want "GL107"
	defer l.mu.Unlock()
	l.entries = append(l.entries, n)
}

// audit takes the ledger, then the account: the other order.
func (l *ledger) audit() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	l.owner.mu.Lock() // want "GL107"
	defer l.owner.mu.Unlock()
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
