package main

import "errors"

func probe(host string) error {
	if host == "" {
		return errors.New("empty host")
	}
	return nil
}

// ok: the receive loop returns only once it has counted every prober's answer.
func probeAll(hosts []string, stop <-chan struct{}) error {
	answers := make(chan error)
	for _, h := range hosts {
		go func() { answers <- probe(h) }()
	}
	pending := len(hosts)
	var first error
	for {
		select {
		case err := <-answers:
			if first == nil {
				first = err
			}
			pending--
			if pending == 0 {
				return first
			}
		case <-stop:
		}
	}
}

func main() {
	stop := make(chan struct{})
	_ = probeAll([]string{"a", "", "c"}, stop)
}
