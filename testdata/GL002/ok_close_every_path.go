package main

import "errors"

type batch struct {
	items     []string
	committed bool
}

// ok: both branches close commit before returning.
func (b *batch) finish(valid bool) error {
	commit := make(chan struct{})
	go func() {
		<-commit
		b.committed = len(b.items) > 0
	}()
	if !valid {
		close(commit)
		return errors.New("batch rejected")
	}
	b.items = append(b.items, "trailer")
	close(commit)
	return nil
}

// ok: the value is sent before the check that may return.
func (b *batch) label(name string) error {
	names := make(chan string)
	go func() {
		b.items = append(b.items, <-names)
	}()
	names <- name
	if name == "" {
		return errors.New("empty label")
	}
	return nil
}

func main() {
	b := &batch{items: []string{"a"}}
	_ = b.finish(false)
	_ = b.label("")
}
