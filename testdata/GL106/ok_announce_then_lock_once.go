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
	elected chan string
}

func (e *election) awaitLeader() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.leader == "" {
		e.leader = <-e.elected // ok: the campaign sends before it takes the lock
	}
	return e.leader
}

// campaign runs once: it announces the winner, and only then bumps the term.
func (e *election) campaign(id string) {
	time.Sleep(5 * time.Millisecond)
	e.elected <- id
	e.mu.Lock() // ok: runs once, after the send
	e.term++
	e.mu.Unlock()
}

func main() {
	e := &election{elected: make(chan string)}
	go e.campaign("node-3")
	fmt.Println("leader:", e.awaitLeader())
	time.Sleep(20 * time.Millisecond)
}
