package main

import "runtime"

func setNamespace(name string) bool {
	return name != ""
}

// ok: a goroutine that ends while locked to its thread only retires that thread; on the
// error path this one does so on purpose, leaving no caller wired to a tainted thread.
func enterNamespace(name string, done chan<- bool) {
	runtime.LockOSThread()
	if !setNamespace(name) {
		done <- false
		return
	}
	runtime.UnlockOSThread()
	done <- true
}

func main() {
	done := make(chan bool, 2)
	go enterNamespace("", done)
	go enterNamespace("net1", done)
	<-done
	<-done
}
