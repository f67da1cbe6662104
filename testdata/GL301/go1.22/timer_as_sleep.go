package main

import "time"

// pause waits for its timer before it can return: a fired timer holds nothing in the
// runtime, stopped or not.
func pause(d time.Duration) {
	t := time.NewTimer(d) // ok: it has fired by the time pause returns
	<-t.C
}

// maybePause can return before the timer fires: that timer stays until it does.
func maybePause(d time.Duration, skip bool) {
	t := time.NewTimer(d) // want "GL301"
	if skip {
		return
	}
	<-t.C
}

func main() {
	for range 2 { // each call can leave a timer behind
		pause(time.Millisecond)
		maybePause(time.Millisecond, true)
	}
	println("done") // main goes on after the calls above
}
