package main

import (
	"fmt"
	"sync"
	"time"
)

// A worker goroutine polls two channels with an empty default: between
// jobs it spins instead of blocking.
func worker(jobs <-chan int, quit <-chan struct{}, total *int, wg *sync.WaitGroup) {
	defer wg.Done()
	for { // want "GL401"
		select {
		case j := <-jobs:
			*total += j
		case <-quit:
			return
		default:
		}
	}
}

func main() {
	jobs := make(chan int, 2)
	quit := make(chan struct{})
	var total int
	var wg sync.WaitGroup
	wg.Add(1)
	go worker(jobs, quit, &total, &wg)
	jobs <- 1
	jobs <- 2
	time.Sleep(time.Millisecond)
	close(quit)
	wg.Wait()
	fmt.Println("total:", total)
}
