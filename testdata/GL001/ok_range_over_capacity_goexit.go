package main

import (
	"errors"
	"runtime"
	"time"
)

// fakeT stands for *testing.T: Fatalf ends the test's goroutine with runtime.Goexit.
type fakeT struct{}

func (*fakeT) Fatalf(format string, args ...any) { runtime.Goexit() }

func step(worker int) error {
	if worker == 1 {
		return errors.New("step failed")
	}
	return nil
}

// ok: `range cap(errs)` starts as many workers as the buffer holds, each sending once,
// so leaving through Fatalf on the first error strands none of them.
func testWorkers(t *fakeT) {
	errs := make(chan error, 3)
	for i := range cap(errs) {
		go func(worker int) {
			var err error
			for range 2 {
				if err = step(worker); err != nil {
					break
				}
			}
			errs <- err
		}(i)
	}
	timeout := time.NewTimer(time.Second)
	defer timeout.Stop()
	for i := range cap(errs) {
		select {
		case err := <-errs:
			if err != nil {
				t.Fatalf("worker %d: %v", i, err)
			}
		case <-timeout.C:
			t.Fatalf("timeout on %d", i)
		}
	}
}

func main() {
	done := make(chan struct{})
	go func() {
		defer close(done)
		testWorkers(&fakeT{})
	}()
	<-done
}
