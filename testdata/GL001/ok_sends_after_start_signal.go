package main

import "fmt"

// worker signals that it is in its receiving loop before it receives anything. Its user
// waits for that signal before each burst of sends, and the stop comes from elsewhere (its
// owner, once the user is done), so every send finds the loop running.
type worker struct {
	started chan bool
	jobs    chan int
	quit    chan bool
}

func newWorker() *worker {
	return &worker{make(chan bool), make(chan int), make(chan bool)}
}

func (w *worker) run() {
	w.started <- true
	for {
		select {
		case j := <-w.jobs:
			fmt.Println("job", j)
		case <-w.quit:
			return
		}
	}
}

func (w *worker) Stop() { w.quit <- true }

func feed(w *worker) {
	go w.run()
	<-w.started
	w.jobs <- 1 // ok: the loop has started and nothing here stops it
	w.jobs <- 2
}

func main() {
	w := newWorker()
	feed(w)
	w.Stop()
	feed(w)
	w.Stop()
}
