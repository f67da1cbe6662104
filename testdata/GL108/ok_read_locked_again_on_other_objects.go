package main

import (
	"errors"
	"fmt"
	"sync"
)

// entry read-locks itself while a bucket adds it; the bucket lets go of the oldest entry
// it holds, which read-locks that other entry: the second read lock is on another object.
type entry struct {
	mu   sync.RWMutex
	name string
	refs int
}

func (e *entry) release() {
	e.mu.RLock()
	fmt.Println("released", e.name)
	e.mu.RUnlock()
}

func (e *entry) rename(name string) {
	e.mu.Lock()
	e.name = name
	e.mu.Unlock()
}

type bucket struct {
	mu  sync.Mutex
	buf []*entry
}

func (b *bucket) add(e *entry) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.buf) == 2 {
		b.buf[0].release()
		b.buf = b.buf[1:]
	}
	b.buf = append(b.buf, e)
}

func (e *entry) finish(buckets []*bucket) {
	e.mu.RLock()
	for _, b := range buckets {
		b.add(e) // ok: the bucket read-locks the entries it already holds, not e
	}
	e.mu.RUnlock()
}

// failure read-locks itself, then asks its cause, another failure, the same question.
type failure struct {
	mu        sync.RWMutex
	retryable bool
	cause     error
}

func (f *failure) Error() string { return "failure" }

func (f *failure) mark() {
	f.mu.Lock()
	f.retryable = true
	f.mu.Unlock()
}

func retryable(err error) bool {
	f, ok := err.(*failure)
	if !ok {
		return false
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	if f.retryable {
		return true
	}
	return retryable(f.cause) // ok: the cause is another failure than f
}

func main() {
	buckets := []*bucket{{}, {}}
	done := make(chan struct{})
	entries := []*entry{{name: "a"}, {name: "b"}, {name: "c"}}
	go func() {
		for i := 0; i < 100; i++ {
			entries[i%3].rename(fmt.Sprint(i))
		}
		close(done)
	}()
	for _, e := range entries {
		e.finish(buckets)
	}
	<-done

	inner := &failure{}
	outer := &failure{cause: inner}
	stop := make(chan struct{})
	go func() {
		for i := 0; i < 100; i++ {
			inner.mark()
		}
		close(stop)
	}()
	for i := 0; i < 100; i++ {
		_ = retryable(outer) || retryable(errors.New("plain"))
	}
	<-stop
}
