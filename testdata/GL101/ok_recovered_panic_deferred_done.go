package main

import (
	"fmt"
	"sync"
)

type pool struct {
	wg sync.WaitGroup
}

// ok: Done is deferred before the recover, so a recovered panic still counts
// the task down.
func (p *pool) run(name string, task func()) {
	defer p.wg.Done()
	defer func() {
		if r := recover(); r != nil {
			fmt.Println(name, "panicked:", r)
		}
	}()
	task()
}

func (p *pool) submit(name string, task func()) {
	p.wg.Add(1)
	go p.run(name, task)
}

func main() {
	p := &pool{}
	p.submit("resize", func() { fmt.Println("resized") })
	p.submit("explode", func() { panic("boom") })
	p.wg.Wait()
}
