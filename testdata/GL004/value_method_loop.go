package main

import "fmt"

type gauge struct {
	set   chan float64
	reset chan struct{}
}

func (g gauge) serve() {
	current := 0.0
	for {
		select { // want "GL004"
		case v := <-g.set:
			current = v
		case <-g.reset:
			current = 0
		}
		fmt.Println("gauge", current)
	}
}

// A gauge value with two channel fields runs a loop that never exits.
func trackLatency(samples []float64) {
	g := gauge{set: make(chan float64), reset: make(chan struct{})}
	go g.serve()
	for _, s := range samples {
		g.set <- s
	}
	g.reset <- struct{}{}
}

func main() {
	trackLatency([]float64{12.5, 8.1})
	println("done") // main goes on after the calls above
}
