package main

import (
	"runtime"
	"time"
)

// fakeT stands for *testing.T: Fatalf ends the test's goroutine with runtime.Goexit.
type fakeT struct{}

func (*fakeT) Fatalf(format string, args ...any) { runtime.Goexit() }

var ticks int

func tick() int {
	ticks++
	return ticks
}

// The goroutine sends a value each time round a loop it never leaves: whatever the test
// feeds it, it sends more than the three values the test takes, and blocks on the fourth.
func testTicks(t *fakeT) {
	out := make(chan int)
	go func() {
		for {
			out <- tick() // want "GL001"
		}
	}()
	for range 3 {
		if v := <-out; v <= 0 {
			t.Fatalf("tick %d", v)
		}
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
	run(testTicks)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
