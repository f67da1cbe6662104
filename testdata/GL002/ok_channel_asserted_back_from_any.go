package main

import "time"

// later gets a value of any type and, when it holds a channel, closes it from another
// goroutine: the assertion gives back the very channel it was handed.
func later(v any) {
	go func() {
		time.Sleep(time.Millisecond)
		if ch, ok := v.(chan struct{}); ok {
			close(ch)
		}
	}()
}

// wait hands done to later as an any: the goroutine's receive is answered.
func wait() {
	done := make(chan struct{})
	go func() {
		<-done
	}()
	later(done)
}

func main() {
	wait()
	time.Sleep(5 * time.Millisecond)
}
