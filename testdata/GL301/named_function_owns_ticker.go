package main

import (
	"os"
	"sync/atomic"
	"time"
)

var sweeps atomic.Int32

func sweep(dir string) {
	if dir != os.TempDir() {
		sweeps.Add(1)
	}
}

// runJanitor is the goroutine's body: its ticker is never stopped and its
// range loop never ends.
func runJanitor(dir string, every time.Duration) {
	t := time.NewTicker(every) // want "GL301"
	for range t.C {
		sweep(dir)
	}
}

func main() {
	go runJanitor("/var/cache/app", time.Millisecond)
	time.Sleep(3 * time.Millisecond)
}
