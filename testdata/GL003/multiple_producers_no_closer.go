package main

import (
	"fmt"
	"sync"
)

// Several fetchers send into one channel and the caller waits for them,
// but nobody closes the channel afterwards.
func fetchAll(urls []string) {
	pages := make(chan string)
	var wg sync.WaitGroup
	for _, u := range urls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pages <- "body of " + u
		}()
	}
	go func() {
		for p := range pages { // want "GL003"
			fmt.Println(len(p))
		}
	}()
	wg.Wait()
}

func main() {
	fetchAll([]string{"a.example", "b.example", "c.example"})
	println("done") // main goes on after the calls above
}
