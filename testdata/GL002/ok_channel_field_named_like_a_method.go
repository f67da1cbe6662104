package main

import (
	"errors"
	"time"
)

type server struct {
	stop chan struct{}
	done chan struct{}
}

// poller has a method named like the server's field: `s.stop` below still reads the
// server's channel, never a method value handed on.
type poller struct{ ticks int }

func (p *poller) stop() { p.ticks = 0 }

// run checks that the server has not finished before it is stopped. The early way out is
// taken only once done is closed, which the goroutine does only after its receive from
// stop: on that path it waits for nothing.
func run() error {
	s := &server{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		<-s.stop // ok: the early way out comes only after this receive
		close(s.done)
	}()
	select {
	case <-s.done:
		return errors.New("finished before it was stopped")
	default:
	}
	close(s.stop)
	<-s.done
	return nil
}

func main() {
	p := &poller{ticks: 1}
	p.stop()
	_ = run()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
