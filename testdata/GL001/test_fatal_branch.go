package main

import (
	"errors"
	"runtime"
)

// fakeT stands for *testing.T: Fatalf ends the test's goroutine with runtime.Goexit, as
// testing.T's does, so the rest of the test never runs.
type fakeT struct{}

func (*fakeT) Fatalf(format string, args ...any) { runtime.Goexit() }

func fetch() (int, error) { return 0, errors.New("down") }

// testFetch leaves through Fatalf when the second fetch fails: nobody receives the value.
func testFetch(t *fakeT) {
	results := make(chan int)
	go func() {
		v, _ := fetch()
		results <- v // want "GL001:Fatalf"
	}()
	if _, err := fetch(); err != nil {
		t.Fatalf("fetch: %v", err)
	}
	<-results
}

// testFetchBuffered gives the goroutine room for its value: leaving early strands nothing.
func testFetchBuffered(t *fakeT) {
	results := make(chan int, 1)
	go func() {
		v, _ := fetch()
		results <- v
	}()
	if _, err := fetch(); err != nil {
		t.Fatalf("fetch: %v", err)
	}
	<-results
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
	run(testFetch)
	run(testFetchBuffered)
}
