package main

import "fmt"

// auditor reports to a channel whose buffer its constructor takes as a
// parameter; the one caller asks for no buffer and nothing in the package ever
// receives, so the reporting goroutine blocks on its first send.
type auditor struct {
	entries chan string
}

func newAuditor(backlog int) *auditor {
	a := &auditor{entries: make(chan string, backlog)}
	go a.record("started")
	return a
}

func (a *auditor) record(entry string) {
	a.entries <- entry // want "GL001:nothing in the package ever receives"
}

func main() {
	a := newAuditor(0)
	fmt.Println("auditor ready", a != nil)
}
