package main

import "fmt"

// ok: the default case returns once the buffer is empty.
func flushBuffered(msgs []string) {
	buf := make(chan string, len(msgs))
	for _, m := range msgs {
		buf <- m
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case m := <-buf:
				fmt.Println("flush", m)
			default:
				return
			}
		}
	}()
	<-done
}

func main() {
	flushBuffered([]string{"a", "b", "c"})
}
