package main

import (
	"fmt"
	"sync"
	"time"
)

func resize(image int) {
	time.Sleep(time.Millisecond)
	fmt.Println("resized", image)
}

// The function can return before it waits for its starters, and then its
// caller's wait on resized can run before a starter adds.
func startAll(images []int, resized *sync.WaitGroup, stop <-chan struct{}) {
	var starters sync.WaitGroup
	for _, image := range images {
		starters.Add(1)
		go func() {
			defer starters.Done()
			resized.Add(1) // want "GL102"
			go func() {
				defer resized.Done()
				resize(image)
			}()
		}()
		select {
		case <-stop:
			return
		default:
		}
	}
	starters.Wait()
}

func main() {
	var resized sync.WaitGroup
	startAll([]int{1, 2, 3}, &resized, make(chan struct{}))
	resized.Wait()
}
