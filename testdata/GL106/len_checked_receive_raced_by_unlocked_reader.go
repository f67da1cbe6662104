package main

import (
	"fmt"
	"sync"
	"time"
)

// The length test in take holds only while every receiver holds mu: steal receives
// without it, so the value take saw can be gone by the time take receives.
type mailbox struct {
	mu sync.Mutex
	ch chan string
}

func (m *mailbox) put(s string) {
	m.mu.Lock() // want "GL106"
	m.ch <- s
	m.mu.Unlock()
}

func (m *mailbox) take() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.ch) > 0 {
		time.Sleep(20 * time.Millisecond)
		return <-m.ch // want "GL106"
	}
	return ""
}

func (m *mailbox) steal() string {
	return <-m.ch
}

func main() {
	m := &mailbox{ch: make(chan string, 1)}
	m.put("first")
	go m.take()
	time.Sleep(5 * time.Millisecond)
	go m.steal()
	time.Sleep(40 * time.Millisecond)
	go m.put("second")
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
