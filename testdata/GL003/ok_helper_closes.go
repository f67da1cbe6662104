package main

import "fmt"

func feed(out chan<- int, xs []int) {
	defer close(out)
	for _, x := range xs {
		out <- x
	}
}

// ok: the same-package helper that receives the channel closes it.
func total(xs []int) int {
	ch := make(chan int)
	go feed(ch, xs)
	sum := 0
	done := make(chan struct{})
	go func() {
		defer close(done)
		for x := range ch {
			sum += x
		}
	}()
	<-done
	return sum
}

type worker struct {
	tasks chan string
	done  chan struct{}
}

func (w *worker) run() {
	defer close(w.done)
	for t := range w.tasks {
		fmt.Println("task", t)
	}
}

// ok: the method ranges over its field; the caller closes it with defer.
func runTasks(tasks []string) {
	w := &worker{tasks: make(chan string), done: make(chan struct{})}
	go w.run()
	defer func() { <-w.done }()
	defer close(w.tasks)
	for _, t := range tasks {
		w.tasks <- t
	}
}

func main() {
	fmt.Println(total([]int{1, 2, 3}))
	runTasks([]string{"build", "test"})
}
