package main

import (
	"fmt"
	"sync"
)

// lessor calls its checkpointer while it holds its lock. The checkpointer it is given is
// a literal that captured the very lessor it is stored in, and locks it again.
type lessor struct {
	mu sync.Mutex
	n  int
	cp func()
}

func (le *lessor) checkpoint() {
	le.mu.Lock() // want "GL105"
	defer le.mu.Unlock()
	le.n = 0
}

func (le *lessor) setCheckpointer(cp func()) {
	le.mu.Lock()
	defer le.mu.Unlock()
	le.cp = cp
}

func (le *lessor) renew() {
	le.mu.Lock()
	defer le.mu.Unlock()
	le.n++
	if le.cp != nil {
		le.cp()
	}
}

func main() {
	go func() {
		le := &lessor{}
		check := func() {
			le.checkpoint()
		}
		le.setCheckpointer(check)
		le.renew()
	}()
	fmt.Println("renewing")
}
