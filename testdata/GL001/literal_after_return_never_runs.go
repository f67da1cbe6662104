package main

import "time"

// within runs its step with a deadline.
func within(step func()) {
	step()
}

// wait gives up on its worker after a millisecond, while the worker answers after ten:
// the worker is left blocked on its send.
func wait() {
	done := make(chan bool)
	go func() {
		time.Sleep(10 * time.Millisecond)
		done <- true // want "GL001"
	}()
	select {
	case <-done:
	case <-time.After(time.Millisecond):
	}
}

// disabled returns before it reaches the literal it hands to within: the literal, and
// the goroutine it would start, never run.
func disabled() {
	return // switched off until the upstream fix lands
	within(func() {
		done := make(chan bool)
		go func() {
			time.Sleep(10 * time.Millisecond)
			done <- true // ok: nothing ever runs this literal
		}()
		select {
		case <-done:
		case <-time.After(time.Millisecond):
		}
	})
}

func main() {
	within(wait)
	disabled()
	time.Sleep(30 * time.Millisecond)
}
