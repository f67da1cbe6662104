package main

import (
	"fmt"
	"time"
)

// ok: timer.C is a field of a type from another package, set by NewTimer.
func remindLater(note string) {
	timer := time.NewTimer(5 * time.Millisecond)
	done := make(chan struct{})
	go func() {
		defer close(done)
		<-timer.C
		fmt.Println("reminder:", note)
	}()
	<-done
}

func main() {
	remindLater("stand-up")
}
