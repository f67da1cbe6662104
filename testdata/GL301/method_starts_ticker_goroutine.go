package main

import (
	"runtime"
	"sync"
	"time"
)

type memMonitor struct {
	mu      sync.Mutex
	every   time.Duration
	samples []uint64
}

func (m *memMonitor) sample() {
	var st runtime.MemStats
	runtime.ReadMemStats(&st)
	m.mu.Lock()
	m.samples = append(m.samples[:0], st.HeapAlloc)
	m.mu.Unlock()
}

// A method starts the sampling goroutine with a local ticker that nothing
// stops.
func (m *memMonitor) start() {
	t := time.NewTicker(m.every) // want "GL301"
	go func() {
		for {
			<-t.C
			m.sample()
		}
	}()
}

func main() {
	m := &memMonitor{every: time.Millisecond}
	for range 2 { // started again and again: each start leaks its ticker
		m.start()
	}
	time.Sleep(3 * time.Millisecond)
}
