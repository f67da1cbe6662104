package main

import (
	"errors"
	"fmt"
)

type record struct {
	id   int
	name string
}

func index(records <-chan record) {
	for r := range records { // want "GL003"
		fmt.Println("indexed", r.id, r.name)
	}
}

// A record without a name makes importRecords return before close(ch):
// the indexer is left ranging over a channel that is never closed.
func importRecords(batch []record) error {
	ch := make(chan record)
	go index(ch)
	for _, r := range batch {
		if r.name == "" {
			return errors.New("record without a name")
		}
		ch <- r
	}
	close(ch)
	return nil
}

func main() {
	batch := []record{{1, "ada"}, {2, ""}, {3, "lin"}}
	if err := importRecords(batch); err != nil {
		fmt.Println("import:", err)
	}
	println("done") // main goes on after the calls above
}
