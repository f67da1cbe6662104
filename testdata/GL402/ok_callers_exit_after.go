package main

import (
	"errors"
	"fmt"
	"os"
	"runtime"
)

var errStillRunning = errors.New("killed the current thread, but still running")

// abort wires the goroutine to its thread to signal that thread, and returns only when
// the signal did not end the process. Its one caller ends the process right after, on
// every path: nothing ever runs on the locked thread again.
func abort() error {
	runtime.LockOSThread() // ok: every caller exits right after
	return errStillRunning
}

func fatal(message string) {
	fmt.Fprintln(os.Stderr, message)
	err := abort()
	fmt.Fprintln(os.Stderr, "abort returned:", err)
	os.Exit(2)
}

// signalOrReport returns after the call: the goroutine goes on wired to the thread.
func signalOrReport() error {
	runtime.LockOSThread() // want "GL402"
	return errStillRunning
}

func report() {
	if err := signalOrReport(); err != nil {
		fmt.Println(err)
	}
}

func main() {
	report()
	if len(os.Args) > 5 {
		fatal("too many arguments")
	}
}
