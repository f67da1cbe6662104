package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"
)

func lookup(ctx context.Context, id string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	return "session " + id, nil
}

// The parent's cancel is lost on the early return, so the discarded child cancel still
// matters.
func sessionEarlyReturn(ctx context.Context, id string) (string, error) {
	parent, cancel := context.WithCancel(ctx) // want "GL201"

	child, _ := context.WithTimeout(parent, 5*time.Second) // want "GL201"
	if id == "" {
		return "", errors.New("no id") // the parent's cancel is lost here too
	}
	defer cancel()
	return lookup(child, id)
}

// Each round declares its own cancel, but a round that skips its deferred closure never
// calls its cancel.
func countSessions(ctx context.Context, ids []string) int {
	n := 0
	for _, id := range ids {
		sessionCtx, cancel := context.WithCancel(ctx) // want "GL201"
		if id == "" {
			continue
		}
		defer func() { cancel() }()
		if _, err := lookup(sessionCtx, id); err == nil {
			n++
		}
	}
	return n
}

func main() {
	for range 2 {
		for _, id := range os.Args {
			fmt.Println(sessionEarlyReturn(context.Background(), id))
		}
		fmt.Println(countSessions(context.Background(), os.Args))
	}
}
