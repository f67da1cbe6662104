package main

import (
	"context"
	"fmt"
)

type session struct {
	ctx    context.Context
	cancel context.CancelFunc
}

func openSession(parent context.Context) *session {
	ctx, cancel := context.WithCancel(parent)
	s := &session{ctx: ctx, cancel: cancel}
	go s.watch()
	return s
}

func (s *session) watch() {
	<-s.ctx.Done() // ok: main closes the session
	fmt.Println("session over")
}

func (s *session) Close() {
	s.cancel()
}

// The parent is cancelled by its owner: the watcher ends with it, whatever the field.
type worker struct {
	cancel context.CancelFunc
}

func (w *worker) start(ctx context.Context) {
	ctx, w.cancel = context.WithCancel(ctx)
	go func() {
		<-ctx.Done() // ok: the parent is cancelled by runWorker
		fmt.Println("worker stopped")
	}()
}

func runWorker() {
	parent, stop := context.WithCancel(context.Background())
	defer stop()
	w := &worker{}
	w.start(parent)
}

// The cancel field is handed to a registry that may call it: no judgement.
type task struct {
	cancel context.CancelFunc
}

var cleanups []func()

func startTask() {
	ctx, cancel := context.WithCancel(context.Background())
	t := &task{cancel: cancel}
	cleanups = append(cleanups, t.cancel)
	go func() {
		<-ctx.Done() // ok: the cleanups run before main returns
	}()
}

func main() {
	s := openSession(context.Background())
	s.Close()
	runWorker()
	startTask()
	for _, c := range cleanups {
		c()
	}
}
