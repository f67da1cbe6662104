package main

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

var errEmptyPath = errors.New("empty path")

func thumbnailName(path string) (string, error) {
	if path == "" {
		return "", errEmptyPath
	}
	return strings.TrimSuffix(path, ".png") + "_thumb.png", nil
}

// A worker returns on error before its non-deferred Done, so the counter
// never reaches zero: the waiter blocks forever after the caller times out.
func makeThumbnails(paths []string) {
	var wg sync.WaitGroup
	for _, p := range paths {
		wg.Add(1)
		go func() {
			name, err := thumbnailName(p)
			if err != nil {
				fmt.Println("skip:", err)
				return
			}
			fmt.Println("made", name)
			wg.Done()
		}()
	}
	done := make(chan struct{})
	go func() {
		wg.Wait() // want "GL101"
		close(done)
	}()
	select {
	case <-done:
		fmt.Println("all thumbnails ready")
	case <-time.After(20 * time.Millisecond):
		fmt.Println("gave up waiting for thumbnails")
	}
}

func main() {
	makeThumbnails([]string{"cat.png", "", "dog.png"})
}
