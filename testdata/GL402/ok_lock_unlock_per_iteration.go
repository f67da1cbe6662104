package main

import (
	"fmt"
	"runtime"
)

// ok: each iteration locks and unlocks; continue only happens after the
// unlock.
func runCalls(calls []string) int {
	ok := 0
	for _, c := range calls {
		runtime.LockOSThread()
		valid := c != ""
		runtime.UnlockOSThread()
		if !valid {
			continue
		}
		ok++
	}
	return ok
}

func main() {
	fmt.Println(runCalls([]string{"open", "", "close"}))
}
