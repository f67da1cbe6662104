package main

import "runtime"

// fakeT stands for *testing.T: Skip ends the test's goroutine with runtime.Goexit, as
// testing.T's does, so nothing after it runs.
type fakeT struct{}

func (*fakeT) Skip(args ...any)                  { runtime.Goexit() }
func (*fakeT) Fatal(args ...any)                 { runtime.Goexit() }
func (*fakeT) Fatalf(format string, args ...any) { runtime.Goexit() }

// A test disabled with t.Skip at its top: its nil channel never blocks anyone.
func testDisabledServer(t *fakeT) {
	t.Skip("flaky")
	var errs chan error
	go func() {
		errs <- serve() // ok: unreachable after t.Skip
	}()
	if err := <-errs; err != nil { // ok: unreachable after t.Skip
		t.Fatal(err)
	}
}

// The same test enabled: both operations block on the nil channel.
func testEnabledServer(t *fakeT) {
	var errs chan error
	go func() {
		errs <- serve() // want "GL005"
	}()
	if err := <-errs; err != nil { // want "GL005"
		t.Fatalf("serve: %v", err)
	}
}

func serve() error { return nil }

func run(test func(*fakeT)) {
	go test(&fakeT{})
}

func main() {
	run(testDisabledServer)
	run(testEnabledServer)
}
