package main

import "errors"

var errStopped = errors.New("stopped")

// ok: the loop sends "ready" once (the flag is cleared in the same branch) and the
// final error once before returning; the caller receives both.
func watchFile(polls int) (error, error) {
	events := make(chan error, 1)
	go func() {
		first := true
		for i := 0; ; i++ {
			if i == polls {
				events <- errStopped
				return
			}
			if first {
				events <- nil
				first = false
			}
		}
	}()
	ready := <-events
	stopped := <-events
	return ready, stopped
}

func main() {
	_, _ = watchFile(3)
}
