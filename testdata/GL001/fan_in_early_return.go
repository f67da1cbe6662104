package main

import "strconv"

type parsedPort struct {
	port int
	err  error
}

// Each spec is parsed in its own goroutine; the collector returns on the
// first error and the remaining parsers block on their send.
func parsePorts(specs []string) ([]int, error) {
	results := make(chan parsedPort)
	for _, s := range specs {
		go func() {
			p, err := strconv.Atoi(s)
			results <- parsedPort{port: p, err: err} // want "GL001"
		}()
	}
	ports := make([]int, 0, len(specs))
	for range specs {
		r := <-results
		if r.err != nil {
			return nil, r.err
		}
		ports = append(ports, r.port)
	}
	return ports, nil
}

func main() {
	_, _ = parsePorts([]string{"http", "https", "ssh"})
	println("done") // main goes on after the calls above
}
