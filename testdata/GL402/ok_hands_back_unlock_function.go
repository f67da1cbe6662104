package affinity

import (
	"errors"
	"runtime"
)

var errNoCore = errors.New("no such core")

func setAffinity(core int) error {
	if core < 0 || core >= runtime.NumCPU() {
		return errNoCore
	}
	return nil
}

// LockThread wires the goroutine to its thread and hands back the unlock itself, as a
// function value: undoing the lock is the caller's, when it is done with the thread.
func LockThread(core int) (func(), error) {
	runtime.LockOSThread() // ok: the unlock is returned to the caller
	return runtime.UnlockOSThread, setAffinity(core)
}

func measure(core int, run func()) error {
	unlock, err := LockThread(core)
	defer unlock()
	if err != nil {
		return err
	}
	run()
	return nil
}
