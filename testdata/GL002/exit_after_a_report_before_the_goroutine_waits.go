package main

import (
	"errors"
	"time"
)

type task struct {
	started chan struct{}
	quit    chan struct{}
}

// Started returns the channel closed once the task runs.
func (t *task) Started() <-chan struct{} { return t.started }

// Quit tells the task to end and waits until it has started.
func (t *task) Quit() {
	close(t.quit)
	<-t.started
}

// run waits for the task to start, then can fail before telling it to quit. The report it
// received (started closed) comes before the goroutine's receive from quit, so on the
// failing way out the goroutine is left waiting there; the Quit that receives from started
// later does not change what the way out leaves.
func run(fail bool) error {
	t := &task{started: make(chan struct{}), quit: make(chan struct{})}
	go func() {
		close(t.started)
		<-t.quit // want "GL002"
	}()
	<-t.Started()
	if fail {
		return errors.New("task failed")
	}
	t.Quit()
	return nil
}

func main() {
	_ = run(true)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
