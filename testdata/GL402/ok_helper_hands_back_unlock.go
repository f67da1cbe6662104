package netns

import (
	"os"
	"runtime"
	"testing"
)

// setupNetNS wires the test's goroutine to its thread and hands back the undo: the caller
// runs it when done with the thread. A failed open ends the goroutine (t.Fatalf), and
// the thread it leaves locked ends with it.
func setupNetNS(t *testing.T, path string) func() {
	runtime.LockOSThread() // ok: the returned literal unlocks, and t.Fatalf ends the goroutine
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	return func() {
		f.Close()
		runtime.UnlockOSThread()
	}
}

func inNamespace(t *testing.T, run func()) {
	undo := setupNetNS(t, "/proc/self/ns/net")
	defer undo()
	run()
}

// enter leaves through runtime.Goexit when it cannot pin the thread to the namespace.
func enter(path string) func() {
	runtime.LockOSThread() // ok: Goexit ends the goroutine, with its thread
	if _, err := os.Stat(path); err != nil {
		runtime.Goexit()
	}
	return func() { runtime.UnlockOSThread() }
}
