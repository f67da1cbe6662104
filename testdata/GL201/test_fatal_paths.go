// vet disagrees: vet does not know that a test's Fatalf ends its goroutine, so it sees cancel called on every path of testWatched
package main

import (
	"context"
	"fmt"
	"runtime"
	"time"
)

// fakeT stands for *testing.T: Fatalf ends the test's goroutine (runtime.Goexit).
type fakeT struct{}

func (*fakeT) Fatalf(format string, args ...any) { runtime.Goexit() }

func call(ctx context.Context) error { return ctx.Err() }

func watch(ctx context.Context) { <-ctx.Done() }

// testTimeout skips cancel only when the test fails: the timer context still ends at its
// deadline, and its parent is never cancelled, so nothing stays registered.
func testTimeout(t *fakeT) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	if err := call(ctx); err != nil {
		t.Fatalf("call: %v", err)
	}
	cancel()
}

// testWatched hands a child of Background to a goroutine: when the test fails the child is
// never cancelled, so the goroutine waits forever.
func testWatched(t *fakeT, fail bool) {
	ctx, cancel := context.WithCancel(context.Background()) // want "GL201:never ends"
	go watch(ctx)
	if fail {
		t.Fatalf("failed")
	}
	cancel()
}

func main() {
	done := make(chan struct{})
	go func() {
		defer close(done)
		testTimeout(&fakeT{})
		testWatched(&fakeT{}, true)
	}()
	<-done
	fmt.Println("done")
}
