package main

import (
	"errors"
	"time"
)

func probe(addr string) bool {
	time.Sleep(20 * time.Millisecond)
	return addr != ""
}

// The probe takes longer than the timeout; after the timeout nobody
// receives its answer.
func checkHealth(addr string) error {
	ok := make(chan bool)
	go func() {
		ok <- probe(addr) // want "GL001"
	}()
	select {
	case healthy := <-ok:
		if !healthy {
			return errors.New("unhealthy")
		}
		return nil
	case <-time.After(time.Millisecond):
		return errors.New("health check timed out")
	}
}

func resolve(host string, out chan<- string) {
	time.Sleep(20 * time.Millisecond)
	out <- host + ".internal" // want "GL001"
}

// A named resolver with a send-only parameter, abandoned by the timeout.
func resolveWithTimeout(host string, timeout time.Duration) (string, bool) {
	answers := make(chan string)
	go resolve(host, answers)
	select {
	case a := <-answers:
		return a, true
	case <-time.After(timeout):
		return "", false
	}
}

func main() {
	_ = checkHealth("db-1")
	_, _ = resolveWithTimeout("billing", time.Millisecond)
	println("done") // main goes on after the calls above
}
