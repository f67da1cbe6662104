package main

import (
	"fmt"
	"runtime"
	"strings"
)

// Each syscall batch locks the thread; skipped batches `continue` before
// the unlock.
func applyBatches(batches [][]string) int {
	applied := 0
	for _, b := range batches {
		runtime.LockOSThread() // want "GL402"
		if len(b) == 0 {
			continue
		}
		applied += len(strings.Join(b, ""))
		runtime.UnlockOSThread()
	}
	return applied
}

func main() {
	res := make(chan int)
	go func() { res <- applyBatches([][]string{{"ab"}, nil, {"c"}}) }()
	fmt.Println(<-res)
}
