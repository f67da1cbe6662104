package main

import "context"

// queue takes submitted jobs until the context it was started with ends.
type queue struct {
	jobs chan func()
}

func startQueue(ctx context.Context) *queue {
	q := &queue{jobs: make(chan func())}
	go q.serve(ctx)
	return q
}

func (q *queue) serve(ctx context.Context) {
	for {
		select {
		case job := <-q.jobs:
			job()
		case <-ctx.Done():
			return
		}
	}
}

// Submit waits forever once the context has ended.
func (q *queue) Submit(job func()) {
	q.jobs <- job // want "GL006"
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	q := startQueue(ctx)
	register(q.Submit)
}

// register hands a function to code the package does not show.
func register(any) {}
