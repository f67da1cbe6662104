package main

import (
	"context"
	"errors"
	"fmt"
)

type job struct {
	id      int
	payload string
}

var errBadPayload = errors.New("bad payload")

func process(ctx context.Context, j job) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if j.payload == "" {
		return errBadPayload
	}
	return nil
}

// cancel is only called when the job succeeds; the error path returns with
// the derived context still registered in its parent.
func runJob(parent context.Context, j job) error {
	ctx, cancel := context.WithCancel(parent) // want "GL201"
	if err := process(ctx, j); err != nil {
		return fmt.Errorf("job %d: %w", j.id, err)
	}
	cancel()
	return nil
}

func main() {
	parent := context.Background()
	fmt.Println(runJob(parent, job{id: 1, payload: "resize"}))
	fmt.Println(runJob(parent, job{id: 2}))
}
