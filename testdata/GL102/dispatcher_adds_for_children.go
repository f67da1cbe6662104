package main

import (
	"fmt"
	"sync"
)

type shard struct {
	id   int
	keys []string
}

// The dispatcher goroutine adds for the workers it starts, but it is the
// caller that waits: its Wait can run before the dispatcher's Add.
func rebalance(shards []shard) {
	var wg sync.WaitGroup
	go func() {
		wg.Add(len(shards)) // want "GL102"
		for _, s := range shards {
			go func() {
				defer wg.Done()
				fmt.Println("moved shard", s.id, "with", len(s.keys), "keys")
			}()
		}
	}()
	wg.Wait()
	fmt.Println("rebalance finished")
}

func main() {
	rebalance([]shard{{1, []string{"a"}}, {2, []string{"b", "c"}}})
}
