package main

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
)

var errBadFD = errors.New("bad file descriptor")

func setAffinity(fd int) error {
	if fd < 0 {
		return errBadFD
	}
	return nil
}

// A goroutine closure locks its thread, unlocks on the success path, and
// returns early on the error path without unlocking.
func pinWorkers(fds []int) []error {
	errs := make([]error, len(fds))
	var wg sync.WaitGroup
	for i, fd := range fds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread() // want "GL402"
			if err := setAffinity(fd); err != nil {
				errs[i] = err
				return
			}
			runtime.UnlockOSThread()
		}()
	}
	wg.Wait()
	return errs
}

func main() {
	fmt.Println(pinWorkers([]int{3, -1}))
}
