package main

import (
	"fmt"
	"sync"
	"time"
)

// Each literal marks the group done when the timer runs it, in a goroutine time.AfterFunc
// starts: a file that starts no goroutine itself still hands its Done calls to other code.
func main() {
	var wg sync.WaitGroup
	wg.Add(3)
	for i := 0; i < 3; i++ {
		time.AfterFunc(time.Millisecond, func() {
			wg.Done()
		})
	}
	wg.Wait() // ok: the three timers call Done
	fmt.Println("done")
}
