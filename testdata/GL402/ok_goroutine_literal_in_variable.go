package main

import "runtime"

func setNamespace(name string) bool {
	return name != ""
}

// ok: the literal held in `enter` only runs as a goroutine's body (`go enter(...)`), and a
// goroutine that ends locked to its thread only retires that thread.
func joinAll(names []string) {
	done := make(chan bool, len(names))
	enter := func(name string) {
		runtime.LockOSThread()
		if !setNamespace(name) {
			done <- false
			return
		}
		runtime.UnlockOSThread()
		done <- true
	}
	for _, name := range names {
		go enter(name)
	}
	for range names {
		<-done
	}
}

func main() {
	joinAll([]string{"", "net1"})
}
