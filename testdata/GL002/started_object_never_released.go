package main

import (
	"context"
	"fmt"
)

// A watcher's goroutine waits for its context to end; only Stop cancels it, and nothing
// calls Stop.
type watcher struct {
	ctx    context.Context
	cancel context.CancelFunc
	events []string
}

func (w *watcher) Start() {
	w.ctx, w.cancel = context.WithCancel(context.Background())
	go w.watch()
}

func (w *watcher) watch() {
	<-w.ctx.Done() // want "GL002:called only in code nothing in the package runs"
	fmt.Println("watcher stopped")
}

func (w *watcher) Stop() {
	w.cancel()
}

func watchOnce() {
	w := &watcher{}
	w.Start()
	w.events = append(w.events, "started")
	fmt.Println(len(w.events))
}

// A session's constructor starts its goroutine; End would cancel it, but its callers never
// call End.
type session struct {
	ctx    context.Context
	cancel context.CancelFunc
	id     int
}

func openSession(parent context.Context, id int) *session {
	ctx, cancel := context.WithCancel(parent)
	s := &session{ctx: ctx, cancel: cancel, id: id}
	go s.expire()
	return s
}

func (s *session) expire() {
	<-s.ctx.Done() // want "GL002"
	fmt.Println("session over")
}

func (s *session) End() {
	s.cancel()
}

func login(id int) bool {
	s := openSession(context.Background(), id)
	if s == nil {
		return false
	}
	return s.id == id
}

func relogin(id int) int {
	s := openSession(context.Background(), id+1)
	return s.id
}

func main() {
	watchOnce()
	fmt.Println(login(1), relogin(2))
}
