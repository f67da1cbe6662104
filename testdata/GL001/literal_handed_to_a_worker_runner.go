package main

import (
	"sync"
	"time"
)

// stopper runs the workers it is handed on goroutines of their own.
type stopper struct {
	quit chan struct{}
	wg   sync.WaitGroup
}

func (s *stopper) runWorker(f func()) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		f()
	}()
}

type transport struct {
	events  chan int
	done    chan struct{}
	stopper *stopper
}

// start hands the stopper a literal that sends events until the stopper quits: the
// literal runs on a goroutine, though no go statement names it.
func (t *transport) start() {
	t.stopper.runWorker(func() {
		for {
			select {
			case <-t.stopper.quit:
				return
			default:
				t.events <- 0 // want "GL001"
			}
		}
	})
}

// process receives events until done is closed; the worker's send then has no receiver.
func (t *transport) process() {
	for {
		select {
		case <-t.events:
		case <-t.done:
			return
		}
	}
}

func main() {
	t := &transport{
		events:  make(chan int),
		done:    make(chan struct{}),
		stopper: &stopper{quit: make(chan struct{})},
	}
	t.start()
	go t.process()
	time.Sleep(5 * time.Millisecond)
	close(t.done)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
