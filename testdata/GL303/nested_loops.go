package main

import (
	"fmt"
	"time"
)

type node struct {
	name  string
	votes chan bool
}

// time.After in the inner loop of a nested loop: one timer per vote.
func tally(nodes []node, rounds int, wait time.Duration) int {
	yes := 0
	for r := 0; r < rounds; r++ {
		for _, n := range nodes {
			select {
			case v := <-n.votes:
				if v {
					yes++
				}
			case <-time.After(wait): // want "GL303"
			}
		}
	}
	return yes
}

func main() {
	a := node{name: "a", votes: make(chan bool, 2)}
	a.votes <- true
	a.votes <- false
	fmt.Println(tally([]node{a}, 2, 2*time.Millisecond))
}
