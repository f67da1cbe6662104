package main

import (
	"fmt"
	"runtime"
)

type pool struct{ hooks []func() }

// Cleanup only stores the function: nothing says when, or on which goroutine, it runs.
func (p *pool) Cleanup(f func()) { p.hooks = append(p.hooks, f) }

// pin registers the unlock with a pool, not with a test: the goroutine calling pin stays
// wired to its thread.
func pin(p *pool) {
	runtime.LockOSThread() // want "GL402"
	p.Cleanup(runtime.UnlockOSThread)
}

func main() {
	p := &pool{}
	pin(p)
	fmt.Println("hooks:", len(p.hooks))
}
