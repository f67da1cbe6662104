package main

import (
	"fmt"
	"sync"
	"time"
)

// The session of ok_close_waits_for_reader_loop.go, but Close does not wait for the reader
// loop: while the loop finishes a stream (its lock held, the session's wanted), Close can
// hold the session's lock and want the stream's. Each waits for the other.
type frame struct{ kind, id int }

type stream struct {
	stateMu sync.Mutex
	closed  bool
	session *session
}

type session struct {
	streamsMu sync.Mutex
	streams   map[int]*stream
	frames    chan frame
	recvDone  chan struct{}
}

var handlers = []func(*session, frame){
	0: (*session).handleData,
	1: (*session).handleFin,
}

func newSession() *session {
	s := &session{streams: map[int]*stream{}, frames: make(chan frame), recvDone: make(chan struct{})}
	s.streams[1] = &stream{session: s}
	go s.recv()
	return s
}

func (s *session) recv() {
	defer close(s.recvDone)
	for f := range s.frames {
		handlers[f.kind](s, f)
	}
}

func (s *session) handleData(f frame) {}

func (s *session) handleFin(f frame) {
	if st := s.lookup(f.id); st != nil {
		st.finish()
	}
}

func (s *session) lookup(id int) *stream {
	s.streamsMu.Lock()
	defer s.streamsMu.Unlock()
	return s.streams[id]
}

func (st *stream) finish() {
	st.stateMu.Lock()
	defer st.stateMu.Unlock()
	st.closed = true
	time.Sleep(20 * time.Millisecond)
	st.session.forget(1)
}

func (s *session) forget(id int) {
	s.streamsMu.Lock() // want "GL107"
	delete(s.streams, id)
	s.streamsMu.Unlock()
}

func (s *session) Close() {
	close(s.frames)
	time.Sleep(5 * time.Millisecond)
	s.streamsMu.Lock()
	defer s.streamsMu.Unlock()
	for _, st := range s.streams {
		st.forceClose()
	}
}

func (st *stream) forceClose() {
	st.stateMu.Lock() // want "GL107"
	st.closed = true
	st.stateMu.Unlock()
}

func main() {
	s := newSession()
	s.frames <- frame{0, 1}
	s.frames <- frame{1, 1}
	go s.Close()
	time.Sleep(100 * time.Millisecond)
	fmt.Println("stuck")
}
