package main

import (
	"fmt"
	"sync"
	"time"
)

// The logger of ok_exit_signal_after_queue_closed.go, but Close closes the queue before it
// takes the lock: the writer can see the queue closed, take the lock and wait to send its
// exit signal while Close waits for the lock.
type logger struct {
	mu     sync.Mutex
	queue  chan string
	exit   chan bool
	closed bool
	lines  int
}

func newLogger() *logger {
	l := &logger{queue: make(chan string, 8), exit: make(chan bool)}
	go l.write()
	return l
}

func (l *logger) write() {
	for {
		s, ok := <-l.queue
		l.mu.Lock()
		if !ok {
			l.exit <- true // want "GL106"
			l.mu.Unlock()
			return
		}
		l.lines += len(s)
		l.mu.Unlock()
	}
}

func (l *logger) Close() {
	close(l.queue)
	time.Sleep(10 * time.Millisecond)
	l.mu.Lock() // want "GL106"
	l.closed = true
	l.mu.Unlock()
	<-l.exit
}

func main() {
	l := newLogger()
	l.queue <- "hello"
	go l.Close()
	time.Sleep(100 * time.Millisecond)
	fmt.Println("stuck")
}
