package main

import (
	"fmt"
	"os"
	"runtime"
)

var entries = map[string]func(){}

func register(name string, entry func()) { entries[name] = entry }

func init() { register("child-setup", childMain) }

// childMain is only handed to the registry and never unlocks: it locks the thread for the
// code that runs it (a re-executed child's main, which ends the process right after), and
// that code is not in this package.
func childMain() {
	runtime.LockOSThread() // ok: a lock for the code out of sight that runs childMain
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "no command")
		return
	}
	fmt.Println("running", os.Args[1])
}

func main() {
	if entry, ok := entries[os.Args[0]]; ok {
		entry()
		return
	}
	fmt.Println("parent")
}
