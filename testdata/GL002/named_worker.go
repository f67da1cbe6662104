package main

import (
	"fmt"
	"sync/atomic"
)

var released atomic.Int32

func waitFor(done <-chan struct{}, name string) {
	<-done // want "GL002"
	released.Add(1)
	_ = name
}

// The named waiter needs done closed; the size check returns first.
func reserve(name string, size int) error {
	done := make(chan struct{})
	go waitFor(done, name)
	if size > 100 {
		return fmt.Errorf("reservation %s: size %d exceeds limit", name, size)
	}
	close(done)
	return nil
}

func main() {
	_ = reserve("disk-7", 512)
	println("done") // main goes on after the calls above
}
