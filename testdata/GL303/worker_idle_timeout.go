package main

import (
	"fmt"
	"strings"
	"sync"
	"time"
)

// A named worker function started as a goroutine: its idle timeout is a
// new time.After per job.
func worker(id int, jobs <-chan string, idle time.Duration, wg *sync.WaitGroup) {
	defer wg.Done()
	for {
		select {
		case j, ok := <-jobs:
			if !ok {
				return
			}
			_ = strings.ToUpper(j)
		case <-time.After(idle): // want "GL303"
			fmt.Println("worker", id, "idle")
			return
		}
	}
}

func main() {
	jobs := make(chan string, 3)
	jobs <- "a"
	jobs <- "b"
	close(jobs)
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go worker(i, jobs, 10*time.Millisecond, &wg)
	}
	wg.Wait()
}
