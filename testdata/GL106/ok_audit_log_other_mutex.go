package main

import (
	"fmt"
	"sync"
	"time"
)

type accounts struct {
	mu       sync.Mutex
	balances map[string]int
	audit    chan string
	logMu    sync.Mutex
	logLines []string
}

// transfer reports to the auditor under the accounts lock; the auditor only takes logMu.
func (a *accounts) transfer(from, to string, amount int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.balances[from] -= amount
	a.balances[to] += amount
	a.audit <- fmt.Sprintf("%s->%s %d", from, to, amount) // ok: the auditor never takes mu
}

func (a *accounts) auditor() {
	for line := range a.audit {
		time.Sleep(2 * time.Millisecond)
		a.logMu.Lock()
		a.logLines = append(a.logLines, line)
		a.logMu.Unlock()
	}
}

func main() {
	a := &accounts{balances: map[string]int{"alice": 10}, audit: make(chan string)}
	go a.auditor()
	var wg sync.WaitGroup
	for _, to := range []string{"bob", "carol"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a.transfer("alice", to, 3)
		}()
	}
	wg.Wait()
	close(a.audit)
	time.Sleep(10 * time.Millisecond)
}
