package main

import (
	"errors"
	"fmt"
	"sync"
)

type ledger struct {
	mu      sync.Mutex
	entries []string
}

// record makes a ledger of its own on each call and lends it to a goroutine that only
// reads it. Its early return leaves that ledger locked; tally locks a ledger it makes
// itself, and record's own later Lock does not run once record has left, so no Lock ever
// waits for the one left held.
func record(fail bool) error {
	l := &ledger{}
	l.mu.Lock()
	done := make(chan struct{})
	go func() {
		fmt.Println(len(l.entries))
		close(done)
	}()
	<-done
	if fail {
		return errors.New("fail") // ok: l is this call's own, and tally's is another
	}
	l.mu.Unlock()
	l.mu.Lock()
	l.entries = append(l.entries, "checked")
	l.mu.Unlock()
	return nil
}

func tally() int {
	l := &ledger{entries: []string{"a"}}
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.entries)
}

func main() {
	_ = record(true)
	_ = record(false)
	fmt.Println(tally())
}
