package main

import "errors"

const workers = 4

func probe(i int) error {
	if i%3 == 2 {
		return errors.New("probe failed")
	}
	return nil
}

// ok: the loop starts exactly `cap(errs)` goroutines, each sending one value, so the
// buffer holds every value even when the caller returns on the first error.
func probeAll() error {
	errs := make(chan error, workers)
	for i := 0; i < cap(errs); i++ {
		go func() { errs <- probe(i) }()
	}
	for i := 0; i < cap(errs); i++ {
		if err := <-errs; err != nil {
			return err
		}
	}
	return nil
}

// ok: the loop is bounded by the length of a slice bound once to a literal, and the
// buffer was made just as big.
func firstHost() string {
	hosts := []string{"a.example", "b.example", "c.example"}
	found := make(chan string, 3)
	for i := 0; i < len(hosts); i++ {
		go func() { found <- hosts[i] }()
	}
	return <-found
}

func main() {
	_ = probeAll()
	_ = firstHost()
}
