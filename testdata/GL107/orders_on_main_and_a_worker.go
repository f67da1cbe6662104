package main

import (
	"fmt"
	"time"

	"sync"
)

// The same two transfers as ok_both_orders_on_main_goroutine.go, but each runs on a
// goroutine of its own: one holds savingsMu and waits for checkingMu, the other the
// other way round.
type bank struct {
	savingsMu  sync.Mutex
	checkingMu sync.Mutex
	savings    int
	checking   int
}

func (b *bank) moveToChecking(n int) {
	b.savingsMu.Lock()
	time.Sleep(10 * time.Millisecond)
	b.checkingMu.Lock() // want "GL107"
	b.savings -= n
	b.checking += n
	b.checkingMu.Unlock()
	b.savingsMu.Unlock()
}

func (b *bank) moveToSavings(n int) {
	b.checkingMu.Lock()
	time.Sleep(10 * time.Millisecond)
	b.savingsMu.Lock() // want "GL107"
	b.checking -= n
	b.savings += n
	b.savingsMu.Unlock()
	b.checkingMu.Unlock()
}

func start() {
	b := &bank{savings: 100}
	go b.moveToChecking(10)
	go b.moveToSavings(5)
}

func main() {
	start()
	time.Sleep(50 * time.Millisecond)
	fmt.Println("done")
}
