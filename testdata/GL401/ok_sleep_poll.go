package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

type migrator struct {
	pending atomic.Int32
}

// ok: a polling loop that sleeps between checks.
func (m *migrator) waitIdle() {
	for {
		if m.pending.Load() == 0 {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

func main() {
	m := &migrator{}
	m.pending.Store(1)
	go func() {
		time.Sleep(time.Millisecond)
		m.pending.Add(-1)
	}()
	m.waitIdle()
	fmt.Println("idle")
}
