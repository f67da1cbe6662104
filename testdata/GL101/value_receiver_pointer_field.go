package main

import (
	"fmt"
	"sync"
)

type batch struct {
	wg   *sync.WaitGroup
	rows []string
}

// insert has a value receiver holding a pointer to the WaitGroup; an empty
// row aborts the batch before Done.
func (b batch) insert() {
	for _, r := range b.rows {
		if r == "" {
			fmt.Println("empty row, aborting batch")
			return
		}
	}
	fmt.Println("inserted", len(b.rows), "rows")
	b.wg.Done()
}

// The import never reports completion: the second batch is aborted.
func importBatches(batches [][]string) {
	var wg sync.WaitGroup
	for _, rows := range batches {
		wg.Add(1)
		b := batch{wg: &wg, rows: rows}
		go b.insert()
	}
	go func() {
		wg.Wait() // want "GL101"
		fmt.Println("import done")
	}()
}

func main() {
	importBatches([][]string{{"a", "b"}, {"c", ""}})
}
