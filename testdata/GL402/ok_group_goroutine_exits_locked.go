package main

import (
	"fmt"
	"runtime"
	"sync"
)

type thread struct{ tainted bool }

func (t *thread) enter() { t.tainted = true }

// The literal runs in a goroutine of its own (sync.WaitGroup.Go, like errgroup.Group.Go):
// it ends with the thread locked on purpose, so the runtime retires the thread whose state
// it changed instead of handing it to other goroutines.
func inNamespace() bool {
	var wg sync.WaitGroup
	var t thread
	wg.Go(func() {
		runtime.LockOSThread() // ok: the goroutine exits locked and its thread is retired
		t.enter()
	})
	wg.Wait()
	return t.tainted
}

func main() {
	fmt.Println(inNamespace())
}
