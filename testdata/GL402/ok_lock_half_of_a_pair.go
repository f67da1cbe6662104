package main

import (
	"fmt"
	"runtime"
)

type namespace struct{ fd int }

// ok: openNamespace keeps the goroutine on its thread on purpose, and closeNamespace, the
// other half of the pair, unlocks it: the package's callers pair the two.
func openNamespace() *namespace {
	runtime.LockOSThread()
	return &namespace{fd: 3}
}

func closeNamespace(ns *namespace) {
	defer runtime.UnlockOSThread()
	ns.fd = -1
}

func main() {
	ns := openNamespace()
	defer closeNamespace(ns)
	fmt.Println("fd:", ns.fd)
}
