package main

import "errors"

type probe struct {
	results chan int
	calls   int
	err     error
}

// run sends each call's count on the channel the probe was built with.
func (p *probe) run() error {
	p.calls++
	p.results <- p.calls
	return p.err
}

type scheduler struct {
	jobs []func() error
}

func (s *scheduler) add(job func() error) {
	s.jobs = append(s.jobs, job)
}

func (s *scheduler) start() {
	for _, job := range s.jobs {
		go func() { _ = job() }()
	}
}

// ok: the channel lives in the probe, and the probe's method value is handed to the
// scheduler, whose goroutine runs it and sends: the receive is answered.
func firstResult() int {
	results := make(chan int, 1)
	p := &probe{results: results, err: errors.New("probe failed")}
	s := &scheduler{}
	s.add(p.run)
	s.start()
	return <-results
}

func main() {
	println(firstResult())
	println("done") // main goes on after the calls above
}
