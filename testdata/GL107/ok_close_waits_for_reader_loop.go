package main

import (
	"fmt"
	"sync"
)

// A session's reader loop runs each frame's handler from a table. Finishing a stream holds
// the stream's lock and then takes the session's; Close takes them the other way round,
// but only after the reader loop has ended: it waits for recvDone, which the loop closes
// on its way out, and only the loop finishes streams. The two orders never overlap.
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
	st.session.forget(1)
}

func (s *session) forget(id int) {
	s.streamsMu.Lock()
	delete(s.streams, id)
	s.streamsMu.Unlock()
}

func (s *session) Close() {
	close(s.frames)
	<-s.recvDone
	s.streamsMu.Lock()
	defer s.streamsMu.Unlock()
	for _, st := range s.streams {
		st.forceClose()
	}
}

func (st *stream) forceClose() {
	st.stateMu.Lock()
	st.closed = true
	st.stateMu.Unlock()
}

func main() {
	s := newSession()
	s.frames <- frame{0, 1}
	s.frames <- frame{1, 1}
	s.Close()
	fmt.Println("closed")
}
