package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

type queue struct {
	size atomic.Int32
}

// hasWork only reads an atomic: calling it does not block or yield.
func (q *queue) hasWork() bool { return q.size.Load() > 0 }

// The poll goes through a same-package helper that never blocks, so the
// loop still spins.
func (q *queue) waitForWork() {
	for !q.hasWork() { // want "GL401"
	}
}

func main() {
	q := &queue{}
	go func() {
		time.Sleep(time.Millisecond)
		q.size.Add(1)
	}()
	q.waitForWork()
	fmt.Println("work arrived")
}
