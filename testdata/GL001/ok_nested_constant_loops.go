package main

import "sync"

// ok: the two fixed loops start rounds*width goroutines, each sends at most once (every send
// is followed by return), and the buffer holds rounds*width values: no send can block when
// the function returns at the first error.
func firstError(fail func(int) bool) bool {
	const (
		rounds = 30
		width  = 30
	)
	var wg sync.WaitGroup
	errs := make(chan int, rounds*width)
	for r := 0; r < rounds; r++ {
		for w := 0; w < width; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if fail(r*width + w) {
					errs <- r*width + w
					return
				}
				if fail(-w) {
					errs <- -w
					return
				}
			}()
		}
		wg.Wait()
	}
	close(errs)
	for range errs {
		return true
	}
	return false
}

func main() {
	firstError(func(int) bool { return true })
	firstError(func(int) bool { return false })
}
