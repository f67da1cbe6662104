package main

import (
	"errors"
	"fmt"
	"sync"
)

var errBusy = errors.New("device busy")

func writeBlock(attempt int) error {
	if attempt == 1 {
		return errBusy
	}
	return nil
}

// persist retries a failed write until it succeeds, but the continue path
// forgets to unlock: the next attempt locks the mutex it still holds.
func persist(mu *sync.Mutex, block string) {
	for attempt := 1; ; attempt++ {
		mu.Lock() // want "GL105"
		if err := writeBlock(attempt); err != nil {
			fmt.Println("retrying", block, "after", err)
			continue
		}
		mu.Unlock()
		return
	}
}

func main() {
	var mu sync.Mutex
	go persist(&mu, "block-7")
}
