package main

import "sync"

type indexer struct {
	mu      sync.Mutex
	indexed []string
	aborted int
}

// ok: each worker only checks for an abort with a non-blocking select, so
// it finishes whether or not abort is ever closed.
func (ix *indexer) indexAll(docs []string) int {
	abort := make(chan struct{})
	var wg sync.WaitGroup
	for _, d := range docs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case <-abort:
				ix.mu.Lock()
				ix.aborted++
				ix.mu.Unlock()
			default:
				ix.mu.Lock()
				ix.indexed = append(ix.indexed, d)
				ix.mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return len(ix.indexed)
}

func main() {
	ix := &indexer{}
	_ = ix.indexAll([]string{"a.md", "b.md"})
}
