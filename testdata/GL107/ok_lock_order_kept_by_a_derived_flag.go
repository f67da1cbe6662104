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
	s.mu.Lock()
	s.acked++
	s.mu.Unlock()
}

// addConsumer takes the stream's lock, then the consumer's: the package's order.
func (s *stream) addConsumer(o *consumer) {
	s.mu.Lock()
	defer s.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	o.mu.Lock()
	o.stream = s
	o.mu.Unlock()
}

// ack drops a pending message. It tells the stream in place only when its caller asked it
// to lock, that is when the caller does not hold the consumer's lock: the flag it derives
// from needLock keeps the order stream -> consumer.
func (o *consumer) ack(seq int, needLock bool) {
	if needLock {
		o.mu.Lock()
	}
	delete(o.pending, seq)
	if needLock {
		o.mu.Unlock()
	}
	inPlace := o.local && needLock
	if inPlace {
		o.stream.ackMsg()
	}
}

// expire acknowledges with the consumer's lock held, so it asks ack not to lock.
func (o *consumer) expire(seq int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	o.ack(seq, false) // ok: the stream is not told while the consumer is locked
}

func main() {
	s := &stream{}
	o := &consumer{stream: s, pending: map[int]bool{1: true, 2: true}, local: true}
	go s.addConsumer(o)
	go o.expire(1)
	time.Sleep(100 * time.Millisecond)
	o.ack(2, true)
	println("done") // main goes on after the calls above
}
