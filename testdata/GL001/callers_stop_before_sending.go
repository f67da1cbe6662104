package main

import (
	"fmt"
	"time"
)

// The loop stops only when its stop method runs, but a caller of the sending method runs
// that stop first, or calls the sender from a goroutine that can outlive the stop: the
// send after the loop has left waits forever.
type relay struct {
	trigger chan string
	stopCh  chan struct{}
}

func newRelay() *relay {
	r := &relay{trigger: make(chan string), stopCh: make(chan struct{})}
	go r.loop()
	return r
}

func (r *relay) loop() {
	for {
		select {
		case <-r.stopCh:
			return
		case m := <-r.trigger:
			fmt.Println(m)
		}
	}
}

func (r *relay) stop() {
	r.stopCh <- struct{}{}
}

func (r *relay) forward(m string) {
	r.trigger <- m // want "GL001"
}

func stopThenForward() {
	r := newRelay()
	r.forward("first")
	r.stop()
	r.forward("late")
}

type pump struct {
	in     chan int
	stopCh chan struct{}
}

func (p *pump) loop() {
	for {
		select {
		case <-p.stopCh:
			return
		case v := <-p.in:
			fmt.Println(v)
		}
	}
}

func (p *pump) push(v int) {
	p.in <- v // want "GL001"
}

func pushFromGoroutine() {
	p := &pump{in: make(chan int), stopCh: make(chan struct{})}
	go p.loop()
	defer close(p.stopCh)
	go func() {
		time.Sleep(time.Millisecond) // the loop has stopped by then
		p.push(1)
	}()
}

// Exported senders on an exported type: other packages call them, in any order.
type Batcher struct {
	flush chan struct{}
	stop  chan struct{}
}

func (b *Batcher) Start() {
	go func() {
		for {
			select {
			case <-b.stop:
				return
			case <-b.flush:
				fmt.Println("flushed")
			}
		}
	}()
}

func (b *Batcher) Flush() {
	b.flush <- struct{}{} // want "GL001"
}

func (b *Batcher) Stop() {
	close(b.stop)
}

func useBatcher() {
	b := &Batcher{flush: make(chan struct{}), stop: make(chan struct{})}
	b.Start()
	defer b.Stop()
	b.Flush()
}

func main() {
	go stopThenForward()
	pushFromGoroutine()
	useBatcher()
	b := &Batcher{flush: make(chan struct{}), stop: make(chan struct{})}
	b.Start()
	b.Stop()
	time.Sleep(10 * time.Millisecond) // the loop has seen the stop and returned
	go b.Flush()
	time.Sleep(10 * time.Millisecond)
}
