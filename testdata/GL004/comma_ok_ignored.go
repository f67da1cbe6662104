package main

import "fmt"

type metric struct {
	name  string
	value int
}

// The loop reads with `v, ok` but never leaves the loop on !ok, and the
// channel is never closed anyway.
func exportMetrics(ms []metric) {
	metrics := make(chan metric, 1)
	go func() {
		for {
			m, ok := <-metrics // want "GL004"
			if !ok {
				continue
			}
			fmt.Printf("%s=%d\n", m.name, m.value)
		}
	}()
	for _, m := range ms {
		metrics <- m
	}
}

func main() {
	exportMetrics([]metric{{"requests", 10}, {"errors", 1}})
	println("done") // main goes on after the calls above
}
