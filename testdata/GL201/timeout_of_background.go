package main

import (
	"context"
	"fmt"
	"time"
)

func fetch(ctx context.Context, key string) (string, error) {
	return key, ctx.Err()
}

// A timeout child of context.Background() registers with nothing, but without its
// cancel it and its timer stay until the deadline.
func lookup(key string) (string, error) {
	ctx, _ := context.WithTimeout(context.Background(), time.Minute) // want "GL201:stay until the deadline"
	return fetch(ctx, key)
}

// The same when the parent is a variable that holds context.Background() where the
// child is made: the assignment reads it before it replaces it.
func lookupAgain(key string) (string, error) {
	ctx := context.Background()
	ctx, _ = context.WithTimeout(ctx, time.Minute) // want "GL201:stay until the deadline"
	return fetch(ctx, key)
}

// In a loop, the next round's parent is the child the round before left uncancelled.
func lookupAll(keys []string) error {
	ctx := context.Background()
	for _, key := range keys {
		ctx, _ = context.WithTimeout(ctx, time.Minute) // want "GL201:registered with its parent"
		if _, err := fetch(ctx, key); err != nil {
			return err
		}
	}
	return nil
}

func main() {
	fmt.Println(lookup("k"))
	fmt.Println(lookupAgain("k"))
	fmt.Println(lookupAll([]string{"a", "b"}))
	println("done") // main goes on after the calls above
}
