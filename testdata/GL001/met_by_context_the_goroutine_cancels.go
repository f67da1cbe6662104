package main

import (
	"context"
	"fmt"
)

// stream takes tags until the sender is done: it cancels done on its way out and nothing
// else can (the parent is Background), so Done closes only after its last send.
func stream(tags []string) int {
	done, cancel := context.WithCancel(context.Background())
	progress := make(chan string)
	go func() {
		defer cancel()
		for _, tag := range tags {
			progress <- tag
		}
	}()
	n := 0
	for {
		select {
		case <-progress:
			n++
		case <-done.Done():
			return n
		}
	}
}

// streamUntil derives done from its caller's context, which the caller may cancel first:
// then Done closes while the sender still has tags to send, and nobody takes them.
func streamUntil(ctx context.Context, tags []string) int {
	done, cancel := context.WithCancel(ctx)
	progress := make(chan string)
	go func() {
		defer cancel()
		for _, tag := range tags {
			progress <- tag // want "GL001"
		}
	}()
	n := 0
	for {
		select {
		case <-progress:
			n++
		case <-done.Done():
			return n
		}
	}
}

func main() {
	tags := make([]string, 100)
	fmt.Println(stream(tags))
	ctx, stop := context.WithCancel(context.Background())
	stop()
	fmt.Println(streamUntil(ctx, tags))
	println("done") // main goes on after the calls above
}
