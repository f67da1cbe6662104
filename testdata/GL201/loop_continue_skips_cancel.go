package main

import (
	"context"
	"fmt"
	"strings"
	"time"
)

func ping(ctx context.Context, host string) bool {
	return ctx.Err() == nil && strings.HasSuffix(host, ".internal")
}

// One timeout per host, but the `continue` for skipped hosts jumps over the
// cancel call at the end of the loop body.
func checkHosts(parent context.Context, hosts []string) int {
	alive := 0
	for _, h := range hosts {
		ctx, cancel := context.WithTimeout(parent, 50*time.Millisecond) // want "GL201"
		if strings.HasPrefix(h, "#") {
			continue
		}
		if ping(ctx, h) {
			alive++
		}
		cancel()
	}
	return alive
}

func main() {
	n := checkHosts(context.Background(), []string{"#db.internal", "cache.internal", "example.com"})
	fmt.Println("alive:", n)
}
