package main

import (
	"fmt"
	"strings"
	"sync"
)

type indexer struct {
	wg    *sync.WaitGroup
	field string
}

// A value receiver with a pointer WaitGroup: index adds itself from inside
// the goroutine, racing with the caller's Wait.
func (ix indexer) index(doc string) {
	ix.wg.Add(1) // want "GL102"
	defer ix.wg.Done()
	fmt.Println("indexed", ix.field, "=", strings.Fields(doc))
}

func indexDocs(docs []string) {
	var wg sync.WaitGroup
	ix := indexer{wg: &wg, field: "body"}
	for _, d := range docs {
		go ix.index(d)
	}
	wg.Wait()
}

func main() {
	indexDocs([]string{"hello world", "goroutine leaks"})
}
