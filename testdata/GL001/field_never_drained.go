package main

import "time"

// watcher reports results on an unbuffered channel that nothing in the package ever
// receives from: the reporting goroutine blocks on its first send.
type watcher struct {
	results chan int
}

func newWatcher() *watcher {
	w := &watcher{results: make(chan int)}
	go w.run()
	return w
}

func (w *watcher) run() {
	w.results <- 1 // want "GL001:nothing in the package ever receives from `watcher.results`"
}

// drained is the same, but Next receives what run sends.
type drained struct {
	results chan int
}

func (d *drained) run() {
	d.results <- 1 // ok: Next receives it
}

func (d *drained) Next() int { return <-d.results }

// buffered has room for the one value its goroutine sends.
type buffered struct {
	results chan int
}

func (b *buffered) run() {
	b.results <- 1 // ok: the buffer holds it
}

func main() {
	newWatcher()
	d := &drained{results: make(chan int)}
	go d.run()
	d.Next()
	b := &buffered{results: make(chan int, 1)}
	go b.run()
	time.Sleep(10 * time.Millisecond)
}
