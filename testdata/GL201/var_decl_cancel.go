package main

import (
	"context"
	"fmt"
	"time"
)

type report struct {
	title string
	rows  int
}

func render(ctx context.Context, r report) string {
	if ctx.Err() != nil {
		return ""
	}
	return fmt.Sprintf("%s (%d rows)", r.title, r.rows)
}

// A `var` declaration instead of `:=`; the cancel only runs after a
// successful render, and the empty report returns before it.
func publish(r report) string {
	var ctx, cancel = context.WithTimeout(context.Background(), 100*time.Millisecond) // want "GL201"
	if r.rows == 0 {
		return "nothing to publish"
	}
	out := render(ctx, r)
	cancel()
	return out
}

func main() {
	fmt.Println(publish(report{title: "empty"}))
	fmt.Println(publish(report{title: "sales", rows: 12}))
}
