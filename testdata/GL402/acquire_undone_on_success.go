package main

import (
	"fmt"
	"runtime"
)

// open hands the thread lock to the session it returns, and close unlocks; but the path
// that finds the session cached undoes the lock and still returns success, so the caller's
// close unlocks a lock it does not hold while the first path's lock is kept: the returns
// that succeed disagree about who unlocks.
type session struct{ cached bool }

var cache *session

func open() (*session, error) {
	runtime.LockOSThread() // want "GL402"
	if cache != nil {
		runtime.UnlockOSThread()
		return cache, nil
	}
	return &session{}, nil
}

func (s *session) close() {
	runtime.UnlockOSThread()
}

func main() {
	s, err := open()
	if err != nil {
		return
	}
	defer s.close()
	fmt.Println(s.cached)
}
