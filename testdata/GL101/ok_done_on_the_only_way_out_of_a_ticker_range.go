package main

import (
	"context"
	"sync"
	"time"
)

func publish() {}

// ok: the publisher ranges over the channel of a ticker it makes right there. Nothing ever
// closes a ticker's channel, so the range never runs out: the publisher leaves only through
// the return after Done.
func publishUntilDone(ctx context.Context) {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		for range time.NewTicker(5 * time.Millisecond).C {
			select {
			case <-ctx.Done():
				wg.Done()
				return
			default:
			}
			publish()
		}
	}()
	wg.Wait()
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	publishUntilDone(ctx)
	println("done") // main goes on after the calls above
}
