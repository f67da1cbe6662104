package main

import (
	"fmt"
	"runtime"
)

type glContext struct {
	frames int
}

// drawFrame needs the thread for the frame only, but forgets to unlock it:
// the caller's goroutine stays wired to this OS thread from then on.
func (c *glContext) drawFrame() {
	runtime.LockOSThread() // want "GL402"
	c.frames++
}

func main() {
	c := &glContext{}
	c.drawFrame()
	fmt.Println("frames:", c.frames)
}
