package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

var errEmptyQuery = errors.New("empty query")

func runQuery(ctx context.Context, q string) ([]string, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	default:
	}
	return strings.Fields(q), nil
}

// The validation error returns before `defer cancel()` is reached, so the
// context made above is never cancelled on that path.
func search(parent context.Context, q string) ([]string, error) {
	ctx, cancel := context.WithTimeout(parent, time.Second) // want "GL201"
	if strings.TrimSpace(q) == "" {
		return nil, errEmptyQuery
	}
	defer cancel()
	return runQuery(ctx, q)
}

func main() {
	rows, err := search(context.Background(), "  ")
	fmt.Println(rows, err)
	rows, err = search(context.Background(), "select name")
	fmt.Println(rows, err)
}
