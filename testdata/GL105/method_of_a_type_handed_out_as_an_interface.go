package main

import (
	"fmt"
	"sync"
	"time"
)

// Waiter is what callers can ask for a wait.
type Waiter interface {
	Wait() time.Duration
}

// backoff is handed out as a Waiter: its Wait runs, and locks the mutex Step locks again.
type backoff struct {
	mu   sync.Mutex
	next time.Duration
}

func (b *backoff) Step() time.Duration {
	b.mu.Lock() // want "GL105"
	defer b.mu.Unlock()
	b.next *= 2
	return b.next
}

func (b *backoff) Wait() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.Step()
}

// NewWaiter hands a backoff out as a Waiter.
func NewWaiter(first time.Duration) Waiter {
	w := &backoff{next: first}
	return w
}

func main() {
	w := NewWaiter(time.Millisecond)
	go func() {
		fmt.Println(w.Wait())
	}()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
