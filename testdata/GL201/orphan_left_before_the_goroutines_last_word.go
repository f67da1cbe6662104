package main

import (
	"context"
	"fmt"
)

type queue struct{ items chan int }

// next waits for an item or for the context to end; it hands the context to no one.
func (q *queue) next(ctx context.Context) (int, error) {
	select {
	case v := <-q.items:
		return v, nil
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// tryFirst gives up before the goroutine has said its last word, without cancelling: the
// goroutine waits in next on a context whose parent never ends.
func tryFirst(q *queue, patient bool) (int, bool) {
	ctx, cancel := context.WithCancel(context.Background()) // want "GL201:never ends"
	results := make(chan int, 1)
	go func() {
		v, err := q.next(ctx)
		if err != nil {
			v = -1
		}
		results <- v
	}()
	if !patient {
		return 0, false
	}
	v := <-results
	cancel()
	return v, v >= 0
}

// tryWatch receives the goroutine's last word, but the goroutine gave the child to
// context.AfterFunc, whose callback keeps waiting for its Done after the goroutine ended.
func tryWatch(q *queue) int {
	ctx, cancel := context.WithCancel(context.Background()) // want "GL201:never ends"
	results := make(chan int, 1)
	go func() {
		context.AfterFunc(ctx, func() { fmt.Println("cancelled") })
		v, _ := q.next(ctx)
		results <- v
	}()
	if v := <-results; v > 0 {
		return v
	}
	cancel()
	return 0
}

// tryBoth receives the first goroutine's last word, but a second goroutine was given the
// child too and may still wait in next.
func tryBoth(q *queue) int {
	ctx, cancel := context.WithCancel(context.Background()) // want "GL201:never ends"
	results := make(chan int, 1)
	go func() {
		v, _ := q.next(ctx)
		results <- v
	}()
	go q.next(ctx)
	if v := <-results; v > 0 {
		return v
	}
	cancel()
	return 0
}

func main() {
	q := &queue{items: make(chan int)}
	fmt.Println(tryFirst(q, false))
	full := &queue{items: make(chan int, 1)}
	full.items <- 3
	fmt.Println(tryWatch(full))
	both := &queue{items: make(chan int, 1)}
	both.items <- 5
	fmt.Println(tryBoth(both))
	println("done") // main goes on after the calls above
}
