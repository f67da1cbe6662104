// vet disagrees: the only goroutine given the child of context.Background() has sent its last word, which the function received before any other sender on that channel was started, before the path that skips cancel; vet reports every path that skips cancel
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

// firstAndDefault receives the goroutine's last word before it starts another sender on
// the same channel: that receive can only have taken the goroutine's value, so the path
// that leaves without cancelling has nothing left holding the child.
func firstAndDefault(q *queue) (int, int, error) {
	ctx, cancel := context.WithCancel(context.Background())
	results := make(chan int, 2)
	go func() {
		v, err := q.next(ctx)
		if err != nil {
			v = -1
		}
		results <- v
	}()
	first := <-results
	if first < 0 {
		return 0, 0, errors.New("no item")
	}
	cancel()
	go func() { results <- 0 }()
	return first, <-results, nil
}

func main() {
	q := &queue{items: make(chan int, 1)}
	q.items <- 7
	fmt.Println(firstAndDefault(q))
	println("done") // main goes on after the calls above
}
