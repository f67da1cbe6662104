package main

import (
	"errors"
	"runtime"
)

// fakeT stands for *testing.T: Fatalf ends the test's goroutine with runtime.Goexit, as
// testing.T's does, so the rest of the test never runs.
type fakeT struct{}

func (*fakeT) Fatalf(format string, args ...any) { runtime.Goexit() }

func receive() (int, error) { return 1, nil }

func check(attempt int) error {
	if attempt > 1 {
		return errors.New("closed")
	}
	return nil
}

// testReceiveTwice takes the first receiver's value and then its error: that meets it
// past its last send. It says nothing of the second receiver, started afterwards on the
// same channels: when the check fails, the second is left on its first send.
func testReceiveTwice(t *fakeT) {
	values := make(chan int)
	errs := make(chan error)
	go func() {
		v, err := receive()
		values <- v
		errs <- err
	}()
	<-values
	<-errs
	go func() {
		v, err := receive()
		values <- v // want "GL001:Fatalf"
		errs <- err
	}()
	if err := check(2); err != nil {
		t.Fatalf("check: %v", err)
	}
	<-values
	<-errs
}

// testReceiveTwiceInFull takes both receivers' values and errors before the check.
func testReceiveTwiceInFull(t *fakeT) {
	values := make(chan int)
	errs := make(chan error)
	go func() {
		v, err := receive()
		values <- v
		errs <- err
	}()
	<-values
	<-errs
	go func() {
		v, err := receive()
		values <- v
		errs <- err
	}()
	<-values
	<-errs
	if err := check(2); err != nil {
		t.Fatalf("check: %v", err)
	}
}

func run(test func(*fakeT)) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		test(&fakeT{})
	}()
	<-done
}

func main() {
	run(testReceiveTwice)
	run(testReceiveTwiceInFull)
}
