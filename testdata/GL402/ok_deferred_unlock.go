package main

import (
	"errors"
	"fmt"
	"runtime"
)

var errEmpty = errors.New("empty")

// ok: `defer runtime.UnlockOSThread()` right after the lock covers the
// early return.
func withThread(name string) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if name == "" {
		return errEmpty
	}
	fmt.Println("thread work for", name)
	return nil
}

func main() {
	fmt.Println(withThread(""))
	fmt.Println(withThread("x11"))
}
