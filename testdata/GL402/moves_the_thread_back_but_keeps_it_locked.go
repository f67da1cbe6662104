package nsutil

import (
	"runtime"

	"github.com/vishvananda/netns"
)

// InNamespace runs work in the target namespace and moves the thread back home, but never
// unlocks it: the thread is home again, and the caller's goroutine stays wired to it.
func InNamespace(target, home netns.NsHandle, work func()) error {
	runtime.LockOSThread() // want "GL402"
	if err := netns.Set(target); err != nil {
		return err
	}
	work()
	return netns.Set(home)
}
