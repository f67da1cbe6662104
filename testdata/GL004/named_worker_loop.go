package main

import "fmt"

type task struct {
	name string
	prio int
}

func worker(id int, tasks <-chan task, urgent <-chan task) {
	for {
		select { // want "GL004"
		case t := <-urgent:
			fmt.Println(id, "urgent", t.name)
		case t := <-tasks:
			fmt.Println(id, "task", t.name)
		}
	}
}

// Two named workers loop over direction-typed parameters; the channels
// die with schedule and are never closed.
func schedule(ts []task) {
	tasks := make(chan task)
	urgent := make(chan task)
	for id := 1; id <= 2; id++ {
		go worker(id, tasks, urgent)
	}
	for _, t := range ts {
		if t.prio > 5 {
			urgent <- t
		} else {
			tasks <- t
		}
	}
}

func main() {
	schedule([]task{{"backup", 1}, {"page-oncall", 9}, {"rotate-logs", 2}})
	println("done") // main goes on after the calls above
}
