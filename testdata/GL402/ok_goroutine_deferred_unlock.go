package main

import (
	"fmt"
	"runtime"
	"sync"
)

// ok: each goroutine closure locks its thread with a deferred unlock.
func renderTiles(tiles int) int {
	var mu sync.Mutex
	var wg sync.WaitGroup
	rendered := 0
	for i := 0; i < tiles; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			mu.Lock()
			rendered++
			mu.Unlock()
		}()
	}
	wg.Wait()
	return rendered
}

func main() {
	fmt.Println(renderTiles(3))
}
