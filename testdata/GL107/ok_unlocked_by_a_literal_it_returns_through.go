package main

import (
	"errors"
	"sync"
)

type journal struct {
	mu      sync.Mutex
	entries []string
}

type batch struct {
	mu      sync.Mutex
	pending []string
	j       *journal
}

func (j *journal) note(s string) {
	j.mu.Lock()
	j.entries = append(j.entries, s)
	j.mu.Unlock()
}

// ok: the deferred note takes the journal's lock on the way out, and every way out lets
// b.mu go first: the error path through the literal held in `fail`, the normal path
// itself.
func (b *batch) commit(item string) (err error) {
	defer func() {
		if err != nil {
			b.j.note("failed: " + item)
		}
	}()
	b.mu.Lock()
	fail := func(reason string) error {
		b.pending = b.pending[:0]
		b.mu.Unlock()
		return errors.New(reason)
	}
	if item == "" {
		return fail("empty item")
	}
	b.pending = append(b.pending, item)
	b.mu.Unlock()
	return nil
}

// flush takes the journal's lock, then the batch's.
func (j *journal) flush(b *batch) {
	j.mu.Lock()
	b.mu.Lock()
	j.entries = append(j.entries, b.pending...)
	b.pending = nil
	b.mu.Unlock()
	j.mu.Unlock()
}

func main() {
	j := &journal{}
	b := &batch{j: j}
	var wg sync.WaitGroup
	for i := range 100 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			item := ""
			if i%2 == 0 {
				item = "x"
			}
			_ = b.commit(item)
		}()
		go func() { defer wg.Done(); j.flush(b) }()
	}
	wg.Wait()
}
