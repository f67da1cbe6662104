package main

import "fmt"

// The aggregator's loop has a single receive case and no way out; once
// sumReadings has sent its values it waits in the select forever.
func sumReadings(readings []int) {
	in := make(chan int)
	go func() {
		total := 0
		for {
			select {
			case v := <-in: // want "GL004"
				total += v
				fmt.Println("running total", total)
			}
		}
	}()
	for _, r := range readings {
		in <- r
	}
}

func main() {
	sumReadings([]int{3, 1, 4})
	println("done") // main goes on after the calls above
}
