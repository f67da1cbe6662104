// Not Go-confirmed (kept out of the top-level GL105 folder on purpose): Go
// reports the goroutine blocked inside appendLine, at its Lock, while GL105
// reports the call site in rotate.
package main

import (
	"fmt"
	"sync"
)

func appendLine(mu *sync.Mutex, lines *[]string, line string) {
	mu.Lock() // want "GL105"
	defer mu.Unlock()
	*lines = append(*lines, line)
}

// rotate holds the log mutex and then writes a marker through appendLine,
// which takes the same mutex.
func rotate(mu *sync.Mutex, lines *[]string) {
	mu.Lock()
	defer mu.Unlock()
	archived := len(*lines)
	*lines = nil
	appendLine(mu, lines, fmt.Sprintf("rotated %d lines", archived))
}

func main() {
	var mu sync.Mutex
	lines := []string{"boot", "ready"}
	go rotate(&mu, &lines)
}
