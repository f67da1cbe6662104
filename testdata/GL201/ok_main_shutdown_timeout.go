// vet disagrees: the discarded cancel belongs to one context made in main for the final shutdown; the process ends right after, and the context with it
package main

import (
	"context"
	"fmt"
	"time"
)

type server struct{}

func (server) Shutdown(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	default:
		return nil
	}
}

// main shuts the server down with a deadline and returns: the one timer left running
// ends with the process.
func main() {
	var srv server
	ctx, _ := context.WithTimeout(context.Background(), time.Minute)
	fmt.Println(srv.Shutdown(ctx))
}
