// vet disagrees: the only goroutine given the child of context.Background() has sent its last word, which the function received, before the path that skips cancel; vet reports every path that skips cancel
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

// firstItem leaves without cancelling only once it has received what the goroutine sends
// as its last act: by then nothing holds the child, which is registered nowhere.
func firstItem(q *queue) (int, error) {
	ctx, cancel := context.WithCancel(context.Background())
	results := make(chan int, 1)
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
	q := &queue{items: make(chan int, 1)}
	q.items <- 7
	fmt.Println(firstItem(q))
	println("done") // main goes on after the calls above
}
