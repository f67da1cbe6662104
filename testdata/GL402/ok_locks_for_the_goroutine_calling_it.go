package main

import (
	"fmt"
	"runtime"
	"sync"
)

type prober struct{ pinned bool }

// probe pins the thread for the rest of the goroutine that calls it: it is only ever called
// from the body of a goroutine that ends soon after, which retires the thread with it.
func (p *prober) probe() int {
	if p.pinned {
		runtime.LockOSThread() // ok: the calling goroutine ends locked
	}
	return 1
}

type recorder struct{ seen int }

// A method of another type with the same name: its calls are not calls of prober.probe.
func (r *recorder) probe() int {
	r.seen++
	return r.seen
}

func run(p *prober, r *recorder) int {
	var wg sync.WaitGroup
	var got int
	wg.Add(1)
	go func() {
		defer wg.Done()
		got = p.probe()
	}()
	wg.Wait()
	return got + r.probe()
}

func main() {
	fmt.Println(run(&prober{pinned: true}, &recorder{}))
}
