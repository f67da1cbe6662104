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

// records sends every record its scanner reads: as many values as the input holds.
func records(scanner *bufio.Scanner, out chan<- string) {
	for scanner.Scan() {
		out <- scanner.Text() // want "GL001"
	}
	close(out)
}

// The test takes as many records as come, and stops at the first bad one: the records
// after it are never received, and the scanner's goroutine blocks on the next.
func testRecords(t *fakeT) {
	out := make(chan string)
	go records(bufio.NewScanner(strings.NewReader("a\nBAD\nc\n")), out)
	for record := range out {
		if record == "BAD" {
			t.Fatalf("bad record %q", record)
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
	run(testRecords)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
