package main

import (
	"errors"
	"fmt"
	"runtime"
)

var errNoNamespace = errors.New("no namespace")

// The validation error returns between LockOSThread and UnlockOSThread.
func enterNamespace(name string) error {
	runtime.LockOSThread() // want "GL402"
	if name == "" {
		return errNoNamespace
	}
	fmt.Println("in namespace", name)
	runtime.UnlockOSThread()
	return nil
}

func main() {
	done := make(chan error)
	go func() { done <- enterNamespace("") }()
	fmt.Println(<-done)
	go func() { done <- enterNamespace("net1") }()
	fmt.Println(<-done)
}
