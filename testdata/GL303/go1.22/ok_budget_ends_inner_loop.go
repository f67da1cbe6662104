package main

import (
	"fmt"
	"time"
)

// Each round of search gets a time budget: the inner loop polls the budget's channel
// between steps and leaves only once it has fired, so no timer is pending when the outer
// loop makes the next one.
func search(rounds int, budget time.Duration) int {
	found := 0
	for class := 0; class < rounds; class++ {
		expired := time.After(budget)
	steps:
		for n := class; ; n += rounds {
			select {
			case <-expired:
				break steps
			default:
			}
			if n%7 == 3 {
				found++
			}
		}
	}
	return found
}

func main() {
	fmt.Println(search(3, time.Millisecond) > 0)
}
