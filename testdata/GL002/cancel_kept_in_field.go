package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"
)

// A session keeps its context's cancel in a field; its watcher waits for the context to
// end. End would cancel it, but nothing in the program calls End.
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
	<-s.ctx.Done() // want "GL002"
	fmt.Println("session over")
}

func (s *session) End() {
	s.cancel()
}

// A stream's watcher is the only caller of the cancel, and only after its own wait.
type stream struct {
	cancel context.CancelFunc
}

func (st *stream) start(ctx context.Context) {
	ctx, st.cancel = context.WithCancel(ctx)
	go st.awaitEnd(ctx)
}

func (st *stream) awaitEnd(ctx context.Context) {
	<-ctx.Done() // want "GL002"
	st.finish()
}

func (st *stream) finish() {
	st.cancel()
}

// A job's cancel field is never called at all.
type job struct {
	cancel context.CancelFunc
}

func runJob() {
	ctx, cancel := context.WithCancel(context.Background())
	j := &job{cancel: cancel}
	go func() {
		<-ctx.Done() // want "GL002"
		fmt.Println("job cancelled")
	}()
	_ = j
}

// discover sends what it finds, unless its context ends first.
func discover(ctx context.Context, lookup func() string, found chan<- string) {
	select {
	case <-ctx.Done():
		return
	case <-time.After(20 * time.Millisecond):
		found <- lookup()
	}
}

// firstFound waits for one discovery, but the context has a deadline of its own: once it
// has passed, discover leaves without sending and the wait never ends.
func firstFound(lookup func() string) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	found := make(chan string)
	go discover(ctx, lookup, found)
	fmt.Println(<-found) // want "GL002:can finish without doing so"
}

func setupRemote() (int, error) {
	if len(os.Args) < 100 {
		return 0, errors.New("no remote")
	}
	return len(os.Args), nil
}

// serveRemote waits whatever setup said, while its worker skips its send on a failed
// setup: the wait is left unanswered.
func serveRemote() {
	n, err := setupRemote()
	server := make(chan int, 1)
	go func() {
		if err != nil {
			return
		}
		server <- n
	}()
	if n > 100 {
		return
	}
	fmt.Println(<-server) // want "GL002:can finish without doing so"
}

func main() {
	openSession(context.Background())
	st := &stream{}
	st.start(context.Background())
	runJob()
	go firstFound(func() string { return "a" })
	go serveRemote()
	time.Sleep(50 * time.Millisecond)
}
