package main

import (
	"errors"
	"fmt"
)

type job struct{ id int }

func (j job) run() error {
	if j.id == 1 {
		return errors.New("job failed")
	}
	return nil
}

// ok: jobs gets three elements, the buffer is made len(jobs) big, and the loop bounded by
// cap(errs) starts one sender per slot: the buffer holds every value even when the
// function returns on the first error.
func runAll() error {
	var jobs []job
	for i := 0; i < 3; i++ {
		jobs = append(jobs, job{id: i})
	}
	errs := make(chan error, len(jobs))
	for i := 0; i < cap(errs); i++ {
		go func(j job) {
			errs <- j.run()
		}(jobs[i])
	}
	for i := 0; i < cap(errs); i++ {
		if err := <-errs; err != nil {
			return err
		}
	}
	return nil
}

func main() {
	fmt.Println(runAll())
}
