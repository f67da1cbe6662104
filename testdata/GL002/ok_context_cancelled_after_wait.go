package main

import (
	"context"
	"fmt"
)

// discover starts a watcher per name, each sending what it finds, then stays until its
// context ends: its only way out without sending is the context's end.
func discover(ctx context.Context, names []string, found chan<- string) {
	for _, name := range names {
		go func() { found <- name }()
	}
	<-ctx.Done()
}

// first waits for one discovery; the context is cancelled only after the wait (and its
// parent never is), so discover cannot leave unsent while it is awaited.
func first(names []string) string {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	found := make(chan string, len(names))
	go discover(ctx, names, found)
	return <-found // ok: discover leaves only once cancel has run, after this receive
}

func main() {
	fmt.Println(first([]string{"a"}))
}
