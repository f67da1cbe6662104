package main

import (
	"fmt"
	"runtime"
	"sync/atomic"
	"time"
)

// ok: the poll loop yields with runtime.Gosched() on every iteration.
func waitFlag(flag *atomic.Bool) {
	for !flag.Load() {
		runtime.Gosched()
	}
}

func main() {
	var flag atomic.Bool
	go func() {
		time.Sleep(time.Millisecond)
		flag.Store(true)
	}()
	waitFlag(&flag)
	fmt.Println("flag set")
}
