package main

import (
	"fmt"
	"runtime"
)

type mainThreadQueue struct {
	fns []func()
}

// ok: a method draining work on a locked thread, unlocking on return.
func (q *mainThreadQueue) drain() int {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	n := 0
	for _, f := range q.fns {
		f()
		n++
	}
	q.fns = nil
	return n
}

func main() {
	q := &mainThreadQueue{}
	q.fns = append(q.fns, func() { fmt.Println("init window") })
	fmt.Println(q.drain())
}
