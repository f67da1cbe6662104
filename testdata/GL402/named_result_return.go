package main

import (
	"fmt"
	"runtime"
)

type tlsSlot struct {
	value int
}

// The cache-hit path returns between lock and unlock.
func (s *tlsSlot) read(cached bool) (v int) {
	runtime.LockOSThread() // want "GL402"
	if cached {
		v = s.value
		return
	}
	v = s.value * 2
	runtime.UnlockOSThread()
	return
}

func main() {
	res := make(chan int)
	s := &tlsSlot{value: 21}
	go func() { res <- s.read(true) }()
	fmt.Println(<-res)
	go func() { res <- s.read(false) }()
	fmt.Println(<-res)
}
