package main

import "time"

func nodeLoad(node string, slow bool) int {
	if slow {
		time.Sleep(30 * time.Millisecond)
	}
	return len(node)
}

// Loads are collected until the deadline; the slow nodes answer after the
// function has returned its partial result and block on their send.
func gatherLoads(nodes []string) []int {
	loads := make(chan int)
	for i, n := range nodes {
		go func() {
			loads <- nodeLoad(n, i > 0) // want "GL001"
		}()
	}
	deadline := time.After(5 * time.Millisecond)
	var got []int
	for range nodes {
		select {
		case l := <-loads:
			got = append(got, l)
		case <-deadline:
			return got
		}
	}
	return got
}

func main() {
	_ = gatherLoads([]string{"node-a", "node-b", "node-c"})
	println("done") // main goes on after the calls above
}
