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

func main() {
	fmt.Println(lookup("k"))
	println("done") // main goes on after the calls above
}
