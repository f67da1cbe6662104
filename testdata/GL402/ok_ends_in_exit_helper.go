package runner

import (
	"fmt"
	"os"
	"runtime"
)

var atExit []func()

// exit runs the registered hooks and ends the process through quit: it never returns.
func exit(code int) {
	for _, hook := range atExit {
		hook()
	}
	fmt.Println("exiting with", code)
	quit(code)
}

func quit(code int) {
	os.Exit(code)
}

// ok: Start never returns (it ends in exit, which ends in os.Exit), so the thread it
// locks for the C-style main stays locked only until the process ends.
func Start(main func() int) {
	runtime.LockOSThread()
	exit(main())
}
