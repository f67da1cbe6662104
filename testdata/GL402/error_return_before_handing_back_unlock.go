package netns

import (
	"os"
	"runtime"
)

// openNetNS hands the caller the undo on success, but its error return leaves the
// caller's goroutine wired to the thread with nothing to unlock it.
func openNetNS(path string) (func(), error) {
	runtime.LockOSThread() // want "GL402"
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	return func() {
		f.Close()
		runtime.UnlockOSThread()
	}, nil
}

func useNetNS() error {
	undo, err := openNetNS("/proc/self/ns/net")
	if err != nil {
		return err
	}
	defer undo()
	return nil
}
