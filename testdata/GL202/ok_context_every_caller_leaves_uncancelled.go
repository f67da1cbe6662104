package main

import (
	"context"
	"fmt"
	"time"
)

// mirror's only caller hands it context.TODO(): nothing can ever cancel the
// context, so the progress loop that ignores it ignores no request to stop.
func mirror(ctx context.Context, keys []string) int {
	go func() {
		for {
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
	fmt.Println(mirror(context.TODO(), []string{"a", "b"}))
}
