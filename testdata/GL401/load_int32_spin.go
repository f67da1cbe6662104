package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

type server struct {
	state int32
}

const stateReady = 1

// A method polls an int32 state with atomic.LoadInt32 and nothing else.
func (s *server) awaitReady() {
	for atomic.LoadInt32(&s.state) != stateReady { // want "GL401"
	}
}

func main() {
	s := &server{}
	go func() {
		time.Sleep(time.Millisecond)
		atomic.StoreInt32(&s.state, stateReady)
	}()
	s.awaitReady()
	fmt.Println("ready")
}
