package main

import (
	"sync"
	"time"
)

type stream struct {
	mu    sync.Mutex
	acked int
}

type consumer struct {
	mu      sync.Mutex
	stream  *stream
	pending map[int]bool
	local   bool
}

// ackMsg counts an acknowledgement under the stream's lock.
func (s *stream) ackMsg() {
	s.mu.Lock() // want "GL107"
	s.acked++
	s.mu.Unlock()
}

// addConsumer takes the stream's lock, then the consumer's: the package's order.
func (s *stream) addConsumer(o *consumer) {
	s.mu.Lock()
	defer s.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	o.mu.Lock() // want "GL107"
	o.stream = s
	o.mu.Unlock()
}

// ack drops a pending message. A local consumer tells the stream in place whatever its
// caller holds: the flag it derives from needLock does not decide it, so expire takes the
// stream's lock under the consumer's, the reverse of addConsumer.
func (o *consumer) ack(seq int, needLock bool) {
	if needLock {
		o.mu.Lock()
	}
	delete(o.pending, seq)
	if needLock {
		o.mu.Unlock()
	}
	inPlace := o.local || needLock
	if inPlace {
		o.stream.ackMsg()
	}
}

// expire acknowledges with the consumer's lock held, so it asks ack not to lock.
func (o *consumer) expire(seq int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	o.ack(seq, false) // a local consumer tells the stream with its own lock held
}

func main() {
	s := &stream{}
	o := &consumer{stream: s, pending: map[int]bool{1: true, 2: true}, local: true}
	go s.addConsumer(o)
	go o.expire(1)
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
