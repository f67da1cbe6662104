package main

import (
	"bufio"
	"runtime"
	"strings"
	"time"
)

// fakeT stands for *testing.T: Fatalf ends the test's goroutine with runtime.Goexit.
type fakeT struct{}

func (*fakeT) Fatalf(format string, args ...any) { runtime.Goexit() }

// lines sends every line its scanner reads: as many values as the input holds.
func lines(scanner *bufio.Scanner, out chan<- string) {
	for scanner.Scan() {
		out <- scanner.Text()
	}
}

// ok: the test feeds the scanner two lines of its own and receives two values. How many
// the loop sends is not in the code, but the test's data fixes it; a failing check would
// only show that the code under test is broken.
func testTwoLines(t *fakeT) {
	out := make(chan string)
	go lines(bufio.NewScanner(strings.NewReader("a\nb\n")), out)
	if got := <-out; got != "a" {
		t.Fatalf("first line %q", got)
	}
	if got := <-out; got != "b" {
		t.Fatalf("second line %q", got)
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
	run(testTwoLines)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
