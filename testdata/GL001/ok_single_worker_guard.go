package main

// firstResult starts at most one worker: `done` is set before the goroutine starts, so the
// loop never starts a second one, and the buffer holds the only value.
func firstResult(reqs []int) int {
	results := make(chan int, 1)
	var done chan struct{}
	for _, r := range reqs {
		if done == nil {
			done = make(chan struct{})
			go func(r int) {
				results <- r * 2
				close(done)
			}(r)
		}
	}
	if done == nil {
		return 0
	}
	<-done
	return len(reqs)
}

func main() {
	firstResult([]int{1, 2, 3})
	firstResult(nil)
}
