package main

import (
	"sync"
	"time"
)

type logFile struct {
	mu    sync.RWMutex
	state chan int
	pos   int
}

// follow reads the position on every round in a literal that read-locks the file and lets
// go in a deferred closure that first puts the state back: each round's RLock comes after
// the last one was let go.
func (l *logFile) follow(rounds int) int {
	total := 0
	for range rounds {
		func() {
			l.mu.RLock()
			st := <-l.state
			defer func() {
				l.state <- st
				l.mu.RUnlock()
			}()
			total += st + l.pos
		}()
		time.Sleep(5 * time.Millisecond)
	}
	return total
}

func (l *logFile) rotate() {
	l.mu.Lock() // ok: no reader holds two read locks
	l.pos++
	l.mu.Unlock()
}

func main() {
	l := &logFile{state: make(chan int, 1)}
	l.state <- 1
	go l.follow(10)
	for range 5 {
		go l.rotate()
		time.Sleep(3 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
