package main

import (
	"errors"
	"fmt"
	"runtime"
)

var errDenied = errors.New("permission denied")

type capability struct {
	name    string
	allowed bool
}

// ok: no defer, but the unlock comes before every return, including the
// one inside the loop.
func dropCapabilities(caps []capability) error {
	runtime.LockOSThread()
	for _, c := range caps {
		if !c.allowed {
			runtime.UnlockOSThread()
			return fmt.Errorf("%s: %w", c.name, errDenied)
		}
	}
	runtime.UnlockOSThread()
	return nil
}

func main() {
	fmt.Println(dropCapabilities([]capability{{"net_admin", true}}))
	fmt.Println(dropCapabilities([]capability{{"sys_admin", false}}))
}
