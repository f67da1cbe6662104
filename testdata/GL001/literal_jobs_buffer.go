package main

import "errors"

type job struct{ n int }

func (j job) run() error {
	if j.n == 2 {
		return errors.New("two")
	}
	return nil
}

// runAll returns at the first error; the buffer has room for the answer of each of the four
// jobs of the literal.
func runAll() error {
	jobs := []job{{1}, {2}, {3}, {4}}
	errs := make(chan error, 4)
	for _, j := range jobs {
		go func(j job) { errs <- j.run() }(j)
	}
	for range jobs {
		if err := <-errs; err != nil {
			return err
		}
	}
	return nil
}

// runAllLen gives the channel len(jobs) slots, and jobs is a literal of three.
func runAllLen() error {
	jobs := []job{{1}, {2}, {3}}
	errs := make(chan error, len(jobs))
	for _, j := range jobs {
		go func(j job) { errs <- j.run() }(j)
	}
	for range jobs {
		if err := <-errs; err != nil {
			return err
		}
	}
	return nil
}

const workers = 3

// fanOut fills the job list in a loop bounded by the same constant as the buffer.
func fanOut() error {
	var jobs []job
	for i := 0; i < workers; i++ {
		jobs = append(jobs, job{i + 1})
	}
	errs := make(chan error, workers)
	for _, j := range jobs {
		go func(j job) { errs <- j.run() }(j)
	}
	for range jobs {
		if err := <-errs; err != nil {
			return err
		}
	}
	return nil
}

// shortBuffer has room for one answer of four failing jobs: after the return at the first
// error, the senders that do not fit block.
func shortBuffer() error {
	jobs := []job{{2}, {2}, {2}, {2}}
	errs := make(chan error, 1)
	for _, j := range jobs {
		go func(j job) { errs <- j.run() }(j) // want "GL001"
	}
	for range jobs {
		if err := <-errs; err != nil {
			return err
		}
	}
	return nil
}

func main() {
	_ = runAll()
	_ = runAllLen()
	_ = fanOut()
	_ = shortBuffer()
	println("done") // main goes on after the calls above
}
