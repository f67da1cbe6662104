package main

import (
	"fmt"
	"time"
)

// Each event takes longer to handle than the idle timeout, which starts again at every
// select: the loop ends only when the stream does. Before Go 1.23 each handled event also
// leaves its timer pending.
func handleAll(events <-chan int, idle time.Duration) int {
	handled := 0
	for {
		select {
		case _, ok := <-events:
			if !ok {
				return handled
			}
			time.Sleep(idle + idle/2)
			handled++
		case <-time.After(idle): // want "GL303"
			return -handled
		}
	}
}

func main() {
	events := make(chan int, 10)
	for i := 0; i < 10; i++ {
		events <- i
	}
	close(events)
	fmt.Println("handled", handleAll(events, 20*time.Millisecond))
}
