package main

import (
	"context"
	"fmt"
	"time"
)

// discover sends what it finds, unless its context ends first.
func discover(ctx context.Context, lookup func() string, found chan<- string) {
	select {
	case <-ctx.Done():
		return
	case <-time.After(20 * time.Millisecond):
		found <- lookup()
	}
}

// first waits for one discovery, but the context has a deadline of its own: once it has
// passed, discover leaves without sending and the wait never ends.
func first(lookup func() string) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	found := make(chan string)
	go discover(ctx, lookup, found)
	fmt.Println(<-found) // want "GL002:can finish without doing so"
}

func main() {
	go first(func() string { return "a" })
	time.Sleep(50 * time.Millisecond)
}
