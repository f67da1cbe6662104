package main

import "errors"

// The worker sends on done only once its range over in has run out, which
// only close(in) brings about. The empty-item return skips the close, so the
// worker is stuck in the range, never at the send: the leak is the range.
func consume(items []string) error {
	in := make(chan string)
	done := make(chan struct{})
	go func() {
		for s := range in { // want "GL003"
			_ = s
		}
		done <- struct{}{}
	}()
	for _, s := range items {
		if s == "" {
			return errors.New("empty item")
		}
		in <- s
	}
	close(in)
	<-done
	return nil
}

func main() {
	_ = consume([]string{"a", ""})
	println("done") // main goes on after the calls above
}
