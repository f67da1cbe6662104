package main

import "time"

type watcher struct{ events chan int }

// watch never touches the channel it is given.
func (w *watcher) watch(done chan bool) {
	for range w.events {
	}
}

// dial starts a watcher with a done channel nothing ever sends on or closes, then waits
// on it: the waiting goroutine blocks forever.
func dial(w *watcher) {
	done := make(chan bool)
	go w.watch(done)
	<-done // want "GL002:nothing sends on it or closes it"
}

// transfer waits for a consumer that closes `finished` only when it reads every value:
// its early return leaves `finished` open, and transfer waits forever.
func transfer(values []int, stop func(int) bool) {
	in := make(chan int, len(values))
	finished := make(chan struct{})
	go func() {
		for v := range in {
			if stop(v) {
				return
			}
		}
		close(finished)
	}()
	for _, v := range values {
		in <- v
	}
	close(in)
	<-finished // want "GL002:can finish without doing so"
}

// deferredClose closes on every way out of the goroutine: the wait always ends.
func deferredClose(values []int, stop func(int) bool) {
	in := make(chan int, len(values))
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		for v := range in {
			if stop(v) {
				return
			}
		}
	}()
	for _, v := range values {
		in <- v
	}
	close(in)
	<-finished // ok: the deferred close runs on the early return too
}

// countedSends sends on every iteration of a loop of known length: its first send
// answers the wait (the other two are stranded, which is GL001's finding).
func countedSends() int {
	results := make(chan int)
	go func() {
		for i := range 3 {
			results <- i // want "GL001"
		}
	}()
	return <-results // ok: the loop runs three times
}

// stoppedAfter waits for one value from a worker that leaves only when stop is closed, and
// stop is closed after the wait: the worker cannot skip its send while it is awaited.
func stoppedAfter(next func() int) {
	results := make(chan int)
	stop := make(chan struct{})
	go func() {
		for {
			select {
			case <-stop:
				return
			default:
				if v := next(); v > 0 {
					results <- v
					return
				}
			}
		}
	}()
	<-results // ok: the only way out before sending needs stop, closed after this
	close(stop)
}

func main() {
	w := &watcher{events: make(chan int)}
	close(w.events)
	go dial(w)
	go transfer([]int{1, 2, 3}, func(v int) bool { return v == 2 })
	deferredClose([]int{1, 2}, func(v int) bool { return v == 1 })
	countedSends()
	stoppedAfter(func() int { return 1 })
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
