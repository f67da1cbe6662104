// vet disagrees: a context whose deadline has passed when it is made is cancelled before WithDeadline or WithTimeout returns it, so its discarded cancel releases nothing; vet reports every discarded cancel
package main

import (
	"context"
	"fmt"
	"time"
)

func lookup(ctx context.Context, name string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	return name, nil
}

// Each context is cancelled before it is returned: its deadline has passed (the epoch,
// the zero time, a negative offset from now) or its timeout is not positive. It is
// removed from its parent at once and runs no timer: the discarded cancel releases
// nothing.
func expired(parent context.Context) {
	ctx, _ := context.WithDeadline(parent, time.Unix(0, 0))
	fmt.Println(lookup(ctx, "epoch"))
	ctx, _ = context.WithDeadline(parent, time.Time{})
	fmt.Println(lookup(ctx, "zero"))
	age := 3 * time.Minute
	ctx, _ = context.WithDeadline(parent, time.Now().Add(-age))
	fmt.Println(lookup(ctx, "ago"))
	ctx, _ = context.WithTimeout(parent, 0)
	fmt.Println(lookup(ctx, "now"))
	ctx, _ = context.WithTimeout(parent, -time.Duration(5)*time.Second)
	fmt.Println(lookup(ctx, "before"))
}

func main() {
	for range 2 {
		expired(context.Background())
	}
}
