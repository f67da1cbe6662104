package main

import (
	"fmt"
	"sync"
)

type syncState struct {
	mu  sync.Mutex
	err error
}

// rotate locks a fresh state in every round and unlocks the previous round's one: no
// round takes a mutex that is already held, though the same name holds both.
func rotate(rounds int) {
	var current *syncState
	for i := 0; i < rounds; i++ {
		next := new(syncState)
		next.mu.Lock()
		if current != nil {
			current.err = fmt.Errorf("round %d done", i)
			current.mu.Unlock()
		}
		current = next
	}
	if current != nil {
		current.mu.Unlock()
	}
}

func main() {
	rotate(3)
	fmt.Println("rotated")
}
