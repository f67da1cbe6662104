package main

import (
	"context"
	"fmt"
	"time"
)

func ping(ctx context.Context, host string) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	default:
		return nil
	}
}

// main pings every host with a fresh deadline and drops each cancel: one timer per round
// stays until its deadline, however long main goes on.
func main() {
	for _, host := range []string{"a", "b", "c"} {
		ctx, _ := context.WithTimeout(context.Background(), time.Minute) // want "GL201"
		fmt.Println(host, ping(ctx, host))
	}
}
