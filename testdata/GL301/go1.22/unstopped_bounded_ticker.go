package main

import (
	"fmt"
	"time"
)

type led struct {
	on bool
}

// A bounded loop over a ticker that is never stopped: in a Go 1.22 module
// the ticker keeps firing (and is never collected) after blink returns.
func (l *led) blink(times int) {
	t := time.NewTicker(time.Millisecond) // want "GL301"
	for i := 0; i < times; i++ {
		<-t.C
		l.on = !l.on
	}
}

func main() {
	l := &led{}
	for range 2 { // each blink leaves a ticker behind
		l.blink(3)
	}
	fmt.Println("on:", l.on)
}
