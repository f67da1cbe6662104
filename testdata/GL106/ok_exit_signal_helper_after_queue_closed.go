package main

import (
	"fmt"
	"sync"
)

// The writer sends its exit signal with the logger's lock held, and Close, the one
// goroutine that receives it, locks that mutex too, but before: Close closes the queue with
// the lock held and lets go of it before it waits. The writer reaches its send only once
// it has seen the queue closed, so by then Close is past its Lock.
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
			l.signalExit()
			l.mu.Unlock()
			return
		}
		l.lines += len(s)
		l.mu.Unlock()
	}
}

func (l *logger) Close() {
	l.mu.Lock()
	l.closed = true
	close(l.queue)
	l.mu.Unlock()
	<-l.exit
}

func main() {
	l := newLogger()
	l.queue <- "hello"
	l.Close()
	fmt.Println("closed", l.closed)
}

// signalExit tells Close the writer is done.
func (l *logger) signalExit() {
	l.exit <- true
}
