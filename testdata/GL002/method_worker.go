package main

import (
	"errors"
	"strings"
)

type journal struct {
	entries []string
	flushed int
}

func (j *journal) flushOnSignal(flush <-chan struct{}) {
	<-flush // want "GL002"
	j.flushed = len(j.entries)
}

// The method goroutine waits for the flush signal, but a rejected entry
// returns before the signal is sent.
func (j *journal) append(entry string) error {
	flush := make(chan struct{})
	go j.flushOnSignal(flush)
	if strings.ContainsRune(entry, '\n') {
		return errors.New("entry must be a single line")
	}
	j.entries = append(j.entries, entry)
	flush <- struct{}{}
	return nil
}

func main() {
	j := &journal{}
	_ = j.append("line one\nline two")
}
