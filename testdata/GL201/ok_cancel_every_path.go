package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var errNotFound = errors.New("not found")

func find(ctx context.Context, key string) (string, error) {
	if key == "" {
		return "", errNotFound
	}
	return "value-of-" + key, ctx.Err()
}

// ok: no defer, but both branches call cancel before returning.
func get(parent context.Context, key string) (string, error) {
	ctx, cancel := context.WithTimeout(parent, time.Second)
	v, err := find(ctx, key)
	if err != nil {
		cancel()
		return "", fmt.Errorf("get %q: %w", key, err)
	}
	cancel()
	return v, nil
}

// ok: every case of the switch, including default, cancels.
func getMode(parent context.Context, mode string) string {
	ctx, cancel := context.WithCancel(parent)
	switch mode {
	case "fast":
		cancel()
		return "fast"
	case "safe":
		v, _ := find(ctx, mode)
		cancel()
		return v
	default:
		cancel()
		return "unknown"
	}
}

func main() {
	fmt.Println(get(context.Background(), "a"))
	fmt.Println(get(context.Background(), ""))
	fmt.Println(getMode(context.Background(), "fast"), getMode(context.Background(), "safe"), getMode(context.Background(), "x"))
}
