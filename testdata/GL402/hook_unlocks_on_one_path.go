package main

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
)

type namespace struct{ name string }

func (n *namespace) enter() error {
	if n.name == "" {
		return errors.New("no namespace")
	}
	return nil
}

var setup sync.Once

// The literal unlocks when entering fails but not when it succeeds: whatever runs it gets
// the thread locked on one way out only.
func enterOnce(n *namespace) {
	setup.Do(func() {
		runtime.LockOSThread() // want "GL402:handed elsewhere"
		if err := n.enter(); err != nil {
			runtime.UnlockOSThread()
			fmt.Println(err)
			return
		}
		fmt.Println("entered", n.name)
	})
}

func main() {
	enterOnce(&namespace{name: "test"})
	println("done") // main goes on after the calls above
}
