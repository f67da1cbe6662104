package main

import (
	"fmt"
	"runtime"
)

type audioDevice struct {
	exclusive bool
	played    int
}

// Only the shared mode unlocks the thread again; exclusive playback
// returns with the goroutine still locked.
func (d *audioDevice) play(samples []int) {
	runtime.LockOSThread() // want "GL402"
	d.played += len(samples)
	if !d.exclusive {
		runtime.UnlockOSThread()
	}
}

func main() {
	done := make(chan int)
	go func() {
		d := &audioDevice{exclusive: true}
		d.play([]int{1, 2, 3})
		done <- d.played
	}()
	fmt.Println(<-done)
}
