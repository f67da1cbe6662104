package main

import (
	"fmt"
	"time"
)

type progressBar struct {
	frames int
}

// ok: the goroutine stops its ticker (deferred) and returns when done is
// closed.
func (p *progressBar) animate(done <-chan struct{}, finished chan<- int) {
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-done:
			finished <- p.frames
			return
		case <-t.C:
			p.frames++
		}
	}
}

func main() {
	done := make(chan struct{})
	finished := make(chan int)
	go (&progressBar{}).animate(done, finished)
	time.Sleep(3 * time.Millisecond)
	close(done)
	fmt.Println("frames > 0:", <-finished > 0)
}
