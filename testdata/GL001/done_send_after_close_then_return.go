package main

import "errors"

// The worker's send on done waits for close(in), which the function does
// before it can return early: from the close on, the value is owed, and the
// too-many return leaves without receiving it.
func consumeAll(items []string) error {
	in := make(chan string, len(items))
	done := make(chan struct{})
	go func() {
		for s := range in {
			_ = s
		}
		done <- struct{}{} // want "GL001"
	}()
	for _, s := range items {
		in <- s
	}
	close(in)
	if len(items) > 3 {
		return errors.New("too many items")
	}
	<-done
	return nil
}

func main() {
	_ = consumeAll([]string{"a", "b", "c", "d"})
	println("done") // main goes on after the calls above
}
