package main

import (
	"context"
	"fmt"
	"time"
)

type stats struct{ requests int }

// ok: the only context in scope is context.Background(), which nothing can cancel, so a
// loop that never looks at it ignores no request to stop (the printer is meant to run for
// the whole process).
func serve(handle func(context.Context) int) {
	ctx := context.Background()
	s := &stats{}
	go func() {
		for {
			time.Sleep(time.Second)
			fmt.Printf("stats: %+v\n", *s)
		}
	}()
	s.requests = handle(ctx)
}

func main() {
	serve(func(context.Context) int { return 1 })
}
