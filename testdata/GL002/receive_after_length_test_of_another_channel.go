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
	if calls > 1<<40 {
		return errors.New("stale read")
	}
	return nil
}

// The test receives after a length test of the wrong channel: warnings holds a value,
// errs none, so the receive waits for an error the stopped reader never reports.
func testReads(t *fakeT) {
	errs := make(chan error, 1)
	warnings := make(chan string, 1)
	warnings <- "slow read"
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
	if len(warnings) > 0 {
		t.Fatalf("read: %v", <-errs) // want "GL002"
	}
}

func main() {
	go testReads(&fakeT{})
	time.Sleep(50 * time.Millisecond)
	println("done") // main goes on after the calls above
}
