package main

import (
	"context"
	"fmt"
	"time"
)

// One caller hands mirror a context it cancels: the progress loop ignores that.
func mirror(ctx context.Context, keys []string) int {
	go func() {
		for { // want "GL202"
			time.Sleep(time.Millisecond)
			fmt.Print("")
		}
	}()
	copied := 0
	for range keys {
		if ctx.Err() != nil {
			break
		}
		copied++
	}
	return copied
}

func main() {
	fmt.Println(mirror(context.TODO(), []string{"a"}))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	fmt.Println(mirror(ctx, []string{"b"}))
}
