package main

import (
	"errors"
	"runtime"
	"time"
)

func fetch() (string, error) { return "", errors.New("unreachable host") }

// giveUp ends the calling goroutine (its deferred calls run): it never returns.
func giveUp() {
	runtime.Goexit()
}

// The worker's send is never received when the fetch fails: giveUp ends this goroutine
// before the receive, and nothing else receives from results.
func collect(done chan<- struct{}) {
	defer close(done)
	results := make(chan string)
	go func() {
		results <- "partial" // want "GL001"
	}()
	if _, err := fetch(); err != nil {
		giveUp()
	}
	<-results
}

func main() {
	done := make(chan struct{})
	go collect(done)
	<-done
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
