package main

import (
	"fmt"
	"strings"
	"sync"
	"time"
)

// thumbnailName never fails: every return gives a nil error, so a caller's error branch
// is never taken.
func thumbnailName(path string) (string, error) {
	if path == "" {
		return "blank_thumb.png", nil
	}
	return strings.TrimSuffix(path, ".png") + "_thumb.png", nil
}

// Each worker's early return sits on an error its callee never returns: every worker
// reaches Done, and the waiter always finishes.
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
		wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		fmt.Println("all thumbnails ready")
	case <-time.After(time.Second):
		fmt.Println("gave up waiting for thumbnails")
	}
}

func main() {
	makeThumbnails([]string{"cat.png", "", "dog.png"})
}
