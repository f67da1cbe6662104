package main

import (
	"fmt"
	"runtime"
	"sync"
)

type namespace struct{ name string }

func (n *namespace) enter() { fmt.Println("entering", n.name) }

var setup sync.Once

// The literal never unlocks: it locks the thread for whatever the code running it (here
// sync.Once, in a test suite a BeforeEach hook) does next on that goroutine.
func enterOnce(n *namespace) {
	setup.Do(func() {
		runtime.LockOSThread() // ok: a lock for the code out of sight that runs the literal
		n.enter()
	})
}

func main() {
	enterOnce(&namespace{name: "test"})
	runtime.UnlockOSThread()
}
