package main

import (
	"context"
	"errors"
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

// firstOfTwo starts a default answer before the goroutine given the child: the receive
// may take the default, and the goroutine still waits in next on a context whose parent
// never ends.
func firstOfTwo(q *queue) (int, error) {
	ctx, cancel := context.WithCancel(context.Background()) // want "GL201:never ends"
	results := make(chan int, 2)
	go func() { results <- 0 }()
	go func() {
		v, err := q.next(ctx)
		if err != nil {
			v = -1
		}
		results <- v
	}()
	if v := <-results; v >= 0 {
		return v, nil
	}
	cancel()
	return 0, errors.New("no item")
}

func main() {
	q := &queue{items: make(chan int)}
	fmt.Println(firstOfTwo(q))
	println("done") // main goes on after the calls above
}
