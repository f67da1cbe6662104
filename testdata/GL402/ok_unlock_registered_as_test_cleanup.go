package main

import (
	"fmt"
	"runtime"
	"testing"
)

// startTransaction keeps the test on one OS thread, as the C library it drives requires,
// and registers the unlock as the test's cleanup: cleanups run on the test's goroutine
// once the test is done, so the lock is undone with it.
func startTransaction(t *testing.T, service string) string {
	t.Helper()
	runtime.LockOSThread() // ok: t.Cleanup undoes it on the test's goroutine
	t.Cleanup(runtime.UnlockOSThread)
	return "transaction for " + service
}

// startSession does the same through a literal, for tests and benchmarks alike.
func startSession(tb testing.TB) {
	runtime.LockOSThread() // ok: the cleanup literal undoes it
	tb.Cleanup(func() {
		runtime.UnlockOSThread()
	})
}

// The tests that use them (in a _test.go file they would run under go test).
func TestLogin(t *testing.T) {
	fmt.Println(startTransaction(t, "login"))
}

func BenchmarkSession(b *testing.B) {
	for range b.N {
		startSession(b)
	}
}

func main() {}
