package main

import (
	"fmt"
	"time"
)

// Each round of search gets a time budget, but the inner loop also leaves as soon as it
// finds enough: the outer loop then makes the next timer while this one is still pending.
func search(rounds, enough int, budget time.Duration) int {
	found := 0
	for class := 0; class < rounds; class++ {
		expired := time.After(budget) // want "GL303"
		hits := 0
	steps:
		for n := class; ; n += rounds {
			select {
			case <-expired:
				break steps
			default:
			}
			if n%7 == 3 {
				hits++
			}
			if hits == enough {
				break
			}
		}
		found += hits
	}
	return found
}

func main() {
	fmt.Println(search(3, 2, time.Second))
}
