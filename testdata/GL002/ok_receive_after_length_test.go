package main

import (
	"errors"
	"runtime"
	"time"
)

// fakeT stands for *testing.T: Fatalf ends the test's goroutine with runtime.Goexit.
type fakeT struct{}

func (*fakeT) Fatalf(format string, args ...any) { runtime.Goexit() }

var calls int

func read() error {
	calls++
	if calls > 3 {
		return errors.New("stale read")
	}
	return nil
}

// ok: the reader reports at most one error into a buffer of one and stops. The test
// receives only after a length test shows the buffer holds a value, and nothing else
// receives from errs: the receive takes that value at once.
func testReads(t *fakeT) {
	errs := make(chan error, 1)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			default:
				if err := read(); err != nil {
					errs <- err
					return
				}
			}
		}
	}()
	time.Sleep(5 * time.Millisecond)
	close(done)
	if len(errs) > 0 {
		t.Fatalf("read: %v", <-errs)
	}
}

func run(test func(*fakeT)) {
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		test(&fakeT{})
	}()
	<-finished
}

func main() {
	run(testReads)
	println("done") // main goes on after the calls above
}
