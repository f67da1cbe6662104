package main

import (
	"fmt"
	"runtime"
)

// ok: every case of the switch, default included, unlocks.
func syscallFor(op string) string {
	runtime.LockOSThread()
	switch op {
	case "setns":
		runtime.UnlockOSThread()
		return "namespace set"
	case "unshare":
		runtime.UnlockOSThread()
		return "unshared"
	default:
		runtime.UnlockOSThread()
		return "unsupported"
	}
}

func main() {
	for _, op := range []string{"setns", "unshare", "mount"} {
		fmt.Println(syscallFor(op))
	}
}
