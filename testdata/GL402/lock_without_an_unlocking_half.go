package main

import (
	"fmt"
	"runtime"
)

type namespace struct{ fd int }

// openNamespace keeps the goroutine on its thread, and nothing in the package releases
// it: closeNamespace locks and unlocks for its own work, it is no other half.
func openNamespace() *namespace {
	runtime.LockOSThread() // want "GL402"
	return &namespace{fd: 3}
}

func closeNamespace(ns *namespace) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	ns.fd = -1
}

func main() {
	ns := openNamespace()
	defer closeNamespace(ns)
	fmt.Println("fd:", ns.fd)
}
