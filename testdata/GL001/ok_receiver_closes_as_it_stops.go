package main

import (
	"fmt"
	"time"
)

// tracker's loop closes its channels as it returns: a change reported after the loop has
// stopped panics on the closed channel (recovered below) rather than waiting forever.
type tracker struct {
	changes chan int
	stop    chan chan struct{}
}

func (t *tracker) manage() {
	defer func() {
		close(t.changes)
		close(t.stop)
	}()
	for {
		select {
		case c := <-t.changes:
			fmt.Println("change", c)
		case done := <-t.stop:
			close(done)
			return
		}
	}
}

func (t *tracker) report(c int) {
	t.changes <- c // ok: once manage stops it closes changes, so a send panics, never waits
}

func (t *tracker) shutdown() {
	done := make(chan struct{})
	t.stop <- done // ok: closed by manage on its way out as well
	<-done
}

func main() {
	t := &tracker{changes: make(chan int), stop: make(chan chan struct{})}
	go t.manage()
	t.report(1)
	t.shutdown()
	go func() {
		defer func() { fmt.Println("late report:", recover()) }()
		t.report(2)
	}()
	time.Sleep(10 * time.Millisecond)
}
