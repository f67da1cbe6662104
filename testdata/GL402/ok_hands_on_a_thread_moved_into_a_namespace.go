package nsutil

import (
	"runtime"
	"syscall"

	"github.com/containernetworking/plugins/pkg/ns"
)

// EnterNewMountNamespace moves the calling thread into a mount namespace of its own and
// leaves it locked: unlocked, the scheduler would run other goroutines in that namespace.
// The caller goes on in it, and the thread is retired with the caller's goroutine.
func EnterNewMountNamespace() error {
	runtime.LockOSThread() // ok: the thread is handed on in its new namespace
	return syscall.Unshare(syscall.CLONE_NEWNS)
}

// EnterNetNamespace does the same with a network namespace, through containernetworking's
// ns.NetNS.
func EnterNetNamespace(path string) error {
	target, err := ns.GetNS(path)
	if err != nil {
		return err
	}
	runtime.LockOSThread() // ok: the thread is handed on in its new namespace
	return target.Set()
}
