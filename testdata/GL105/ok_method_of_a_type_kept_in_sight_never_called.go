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

// fixed is one implementation, handed out as a Waiter.
type fixed struct{ d time.Duration }

func (f fixed) Wait() time.Duration { return f.d }

// backoff is only ever made to hand out its Step method value: no value of it reaches an
// interface or another package, so its Wait, which locks the mutex Step locks again, is
// run by no one, whatever Waiter's callers do.
type backoff struct {
	mu   sync.Mutex
	next time.Duration
}

func (b *backoff) Step() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.next *= 2
	return b.next
}

func (b *backoff) Wait() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.Step() // ok: no one can call Wait on a backoff
}

// NewDelay hands out a backoff's Step alone.
func NewDelay(first time.Duration) func() time.Duration {
	return (&backoff{next: first}).Step
}

// NewWaiter hands out a Waiter: never a backoff.
func NewWaiter(d time.Duration) Waiter {
	return fixed{d: d}
}

func main() {
	step := NewDelay(time.Millisecond)
	fmt.Println(step(), step())
	fmt.Println(NewWaiter(time.Second).Wait())
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
