package main

import (
	"fmt"
	"sync"
)

type ballot struct {
	voter    string
	eligible bool
}

// awaitQuorum is a named waiter for the vote count.
func awaitQuorum(c *sync.Cond, votes *int, quorum int) {
	c.L.Lock()
	for *votes < quorum {
		c.Wait() // want "GL103"
	}
	c.L.Unlock()
	fmt.Println("quorum reached")
}

// castVote returns before its Signal for an ineligible voter, so the count
// stays one short and the waiter sleeps forever.
func castVote(c *sync.Cond, votes *int, b ballot) {
	c.L.Lock()
	if !b.eligible {
		c.L.Unlock()
		fmt.Println("ignoring vote from", b.voter)
		return
	}
	*votes++
	c.L.Unlock()
	c.Signal()
}

func elect(ballots []ballot) {
	var mu sync.Mutex
	c := sync.NewCond(&mu)
	votes := 0
	go awaitQuorum(c, &votes, len(ballots))
	for _, b := range ballots {
		go castVote(c, &votes, b)
	}
}

func main() {
	elect([]ballot{{"n1", true}, {"n2", false}, {"n3", true}})
}
