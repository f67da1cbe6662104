package main

import (
	"fmt"
	"sync"
)

type linker struct{ errors []string }

// recoverInternalError reports a worker's panic and counts the worker down: it calls Done
// only when recover() returns the panic, that is when it runs during one; a worker that
// returns normally calls Done itself.
func (l *linker) recoverInternalError(wg *sync.WaitGroup, file int) {
	if r := recover(); r != nil {
		l.errors = append(l.errors, fmt.Sprintf("file %d: %v", file, r))
		wg.Done()
	}
}

// ok: every worker calls Done once, as its last statement or through the deferred helper
// when it panics.
func (l *linker) printAll(sizes []int) []int {
	results := make([]int, len(sizes))
	var wg sync.WaitGroup
	for i, size := range sizes {
		wg.Add(1)
		go func(i, size int) {
			defer l.recoverInternalError(&wg, i)
			results[i] = 100 / size
			wg.Done()
		}(i, size)
	}
	wg.Wait()
	return results
}

func main() {
	l := &linker{}
	fmt.Println(l.printAll([]int{1, 2, 0}), l.errors)
}
