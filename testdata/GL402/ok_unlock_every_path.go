package main

import (
	"fmt"
	"runtime"
)

type display struct {
	vsync bool
	drawn int
}

// ok: both branches unlock before returning.
func (d *display) draw(n int) int {
	runtime.LockOSThread()
	if d.vsync {
		d.drawn += n
		runtime.UnlockOSThread()
		return d.drawn
	}
	d.drawn++
	runtime.UnlockOSThread()
	return d.drawn
}

func main() {
	d := &display{vsync: true}
	fmt.Println(d.draw(2))
	d.vsync = false
	fmt.Println(d.draw(2))
}
