package main

import (
	"context"
	"fmt"
	"os"
	"time"
)

func lookup(ctx context.Context, name string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	return name, nil
}

// A deadline ahead of now, or one whose sign is not known, keeps the context and its
// timer until it passes.
func pending(parent context.Context, seconds int) {
	age := 3 * time.Minute
	ctx, _ := context.WithDeadline(parent, time.Now().Add(age)) // want "GL201"
	fmt.Println(lookup(ctx, "ahead"))
	ctx, _ = context.WithTimeout(parent, time.Duration(seconds)*time.Second) // want "GL201"
	fmt.Println(lookup(ctx, "given"))
	age = -age
	ctx, _ = context.WithDeadline(parent, time.Now().Add(-age)) // want "GL201"
	fmt.Println(lookup(ctx, "reassigned"))
}

func main() {
	for range 2 {
		pending(context.Background(), len(os.Args))
	}
}
