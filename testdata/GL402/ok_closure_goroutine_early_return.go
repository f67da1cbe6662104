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

// ok: the goroutine closure returns locked on the error path, but a goroutine that
// ends locked only retires its thread; nothing else is left wired to it.
func pinWorkers(fds []int) []error {
	errs := make([]error, len(fds))
	var wg sync.WaitGroup
	for i, fd := range fds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
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
