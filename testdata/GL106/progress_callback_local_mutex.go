package main

import (
	"sync"
	"time"
)

type job struct {
	steps    int
	onChange []func(done int)
}

func (j *job) subscribe(f func(done int)) {
	j.onChange = append(j.onChange, f)
}

func (j *job) run() {
	for i := 1; i <= j.steps; i++ {
		time.Sleep(5 * time.Millisecond)
		for _, f := range j.onChange {
			f(i)
		}
	}
}

// The progress callback holds the local mutex while it hands the step over; the watcher
// takes the same mutex before it receives, so once the callback holds it they wait for
// each other.
func watchJob(j *job) {
	var mu sync.Mutex
	latest := 0
	steps := make(chan int)
	j.subscribe(func(done int) {
		mu.Lock()
		defer mu.Unlock()
		latest = done
		steps <- done // want "GL106"
	})
	go j.run()
	for {
		time.Sleep(10 * time.Millisecond)
		mu.Lock() // want "GL106"
		seen := latest
		mu.Unlock()
		if <-steps == j.steps || seen == j.steps {
			return
		}
	}
}

func main() {
	go watchJob(&job{steps: 3})
	time.Sleep(100 * time.Millisecond)
}
