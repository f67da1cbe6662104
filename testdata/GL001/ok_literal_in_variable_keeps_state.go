package main

import "errors"

func step(n int) error {
	if n%2 == 0 {
		return errors.New("even step")
	}
	return nil
}

// ok: the literal held in `report` sends at most once over all its calls (it sets the
// flag it captures), so the buffer of one holds what it sends: each call is not judged
// on its own as one more send.
func runSteps() error {
	errs := make(chan error, 1)
	go func() {
		defer close(errs)
		sent := false
		report := func(err error) {
			if !sent {
				errs <- err
				sent = true
			}
		}
		for n := range 3 {
			if err := step(n); err != nil {
				report(err)
			}
		}
	}()
	return <-errs
}

// ok: the literal is called only from another literal, whose own body the analysis judges.
func tally(values []int) int {
	sums := make(chan int, len(values))
	add := func(v int) { sums <- v }
	for _, v := range values {
		go func() { add(v) }()
	}
	total := 0
	for range values {
		total += <-sums
	}
	return total
}

func main() {
	_ = runSteps()
	_ = tally([]int{1, 2, 3})
}
