package main

import (
	"context"
	"fmt"
	"time"
)

// ok: the timeout is a context made before the loop; the loop selects on
// ctx.Done().
func drain(parent context.Context, logs <-chan string) int {
	ctx, cancel := context.WithTimeout(parent, time.Second)
	defer cancel()
	n := 0
	for {
		select {
		case _, ok := <-logs:
			if !ok {
				return n
			}
			n++
		case <-ctx.Done():
			return n
		}
	}
}

func main() {
	logs := make(chan string, 2)
	logs <- "GET /"
	close(logs)
	fmt.Println(drain(context.Background(), logs))
}
