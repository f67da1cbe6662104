package main

import (
	"fmt"
	"sync"
	"time"
)

type election struct {
	mu      sync.Mutex
	leader  string
	term    int
	elected chan struct{}
}

// awaitLeader waits for the first election while still holding the lock.
func (e *election) awaitLeader() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.leader == "" {
		<-e.elected // want "GL106"
	}
	return e.leader
}

// campaign records the winner, then announces it by closing elected.
func (e *election) campaign(id string) {
	time.Sleep(20 * time.Millisecond) // collect votes
	e.mu.Lock() // want "GL106"
	e.leader = id
	e.term++
	e.mu.Unlock()
	close(e.elected)
}

func main() {
	e := &election{elected: make(chan struct{})}
	go e.campaign("node-2")
	go func() {
		fmt.Println("leader:", e.awaitLeader())
	}()
	time.Sleep(50 * time.Millisecond)
}
