package main

import (
	"context"
	"sync"
	"time"
)

func publish() {}

// feed carries the ticks of a clock that main stops by closing it.
var feed = make(chan time.Time)

// publishUntilDone ranges over a feed that runs out once closed: the publisher then leaves
// without Done and the Wait never returns.
func publishUntilDone(ctx context.Context) {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		for range feed {
			select {
			case <-ctx.Done():
				wg.Done()
				return
			default:
			}
			publish()
		}
	}()
	wg.Wait() // want "GL101"
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	go publishUntilDone(ctx)
	feed <- time.Now()
	close(feed)
	time.Sleep(60 * time.Millisecond)
	println("done") // main goes on after the calls above
}
