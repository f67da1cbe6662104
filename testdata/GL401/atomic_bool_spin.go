package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

// The caller spins on an atomic flag with an empty body: a whole core is
// burnt until the loader finishes.
func waitLoaded(loaded *atomic.Bool) {
	for !loaded.Load() { // want "GL401"
	}
}

func main() {
	var loaded atomic.Bool
	go func() {
		time.Sleep(time.Millisecond)
		loaded.Store(true)
	}()
	waitLoaded(&loaded)
	fmt.Println("loaded")
}
