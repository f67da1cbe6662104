package main

import (
	"fmt"
	"sync"
)

// Both orders are taken, but only by main's own goroutine, one after the other: a
// goroutine cannot wait for itself this way, so no order is ever held against another.
type bank struct {
	savingsMu  sync.Mutex
	checkingMu sync.Mutex
	savings    int
	checking   int
}

func (b *bank) moveToChecking(n int) {
	b.savingsMu.Lock()
	b.checkingMu.Lock() // ok: only main runs this
	b.savings -= n
	b.checking += n
	b.checkingMu.Unlock()
	b.savingsMu.Unlock()
}

func (b *bank) moveToSavings(n int) {
	b.checkingMu.Lock()
	b.savingsMu.Lock() // ok: only main runs this, after the other transfer returned
	b.checking -= n
	b.savings += n
	b.savingsMu.Unlock()
	b.checkingMu.Unlock()
}

func (b *bank) rebalance() {
	b.moveToChecking(10)
	b.moveToSavings(5)
}

func main() {
	b := &bank{savings: 100}
	b.rebalance()
	b.moveToSavings(1)
	fmt.Println(b.savings, b.checking)
}
