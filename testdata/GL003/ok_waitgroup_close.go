package main

import (
	"fmt"
	"sync"
)

// ok: a closer goroutine waits for all producers, then closes.
func gatherSizes(files []string) int {
	sizes := make(chan int)
	var wg sync.WaitGroup
	for _, f := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sizes <- len(f) * 100
		}()
	}
	go func() {
		wg.Wait()
		close(sizes)
	}()
	total := 0
	for s := range sizes {
		total += s
	}
	return total
}

// ok: the consumer goroutine ranges, the function closes after wg.Wait.
func logAll(msgs []string) {
	logs := make(chan string)
	var wg sync.WaitGroup
	done := make(chan struct{})
	go func() {
		defer close(done)
		for m := range logs {
			fmt.Println("log:", m)
		}
	}()
	for _, m := range msgs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			logs <- m
		}()
	}
	wg.Wait()
	close(logs)
	<-done
}

func main() {
	fmt.Println(gatherSizes([]string{"a.txt", "bb.txt"}))
	logAll([]string{"start", "stop"})
}
