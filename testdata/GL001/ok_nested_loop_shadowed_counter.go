package main

import (
	"errors"
	"sync"
)

func check(round, worker int) error {
	if (round+worker)%5 == 4 {
		return errors.New("check failed")
	}
	return nil
}

// ok: each round makes its own channel and starts exactly a hundred goroutines, each sending at
// most one value, so the buffer of a hundred holds them all when the round stops at the first
// error. The inner loop's `i` is its own variable: its `i++` does not change the outer
// counter, and it does not make the inner loop's trip count unknown.
func checkRounds() error {
	for i := 0; i < 3; i++ {
		var wg sync.WaitGroup
		wg.Add(100)
		errs := make(chan error, 100)
		for i := 0; i < 100; i++ {
			go func() {
				defer wg.Done()
				if err := check(i, i); err != nil {
					errs <- err
				}
			}()
		}
		go func() {
			wg.Wait()
			close(errs)
		}()
		if err, ok := <-errs; ok {
			return err
		}
	}
	return nil
}

func main() {
	_ = checkRounds()
	println("done") // main goes on after the calls above
}
