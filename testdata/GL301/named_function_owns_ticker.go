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

type cache struct{ dir string }

// openCache starts a janitor per cache; the janitor outlives the cache it serves.
func openCache(dir string) *cache {
	go runJanitor(dir, time.Millisecond)
	return &cache{dir: dir}
}

func main() {
	for _, dir := range []string{"/var/cache/a", "/var/cache/b"} {
		_ = openCache(dir)
	}
	time.Sleep(3 * time.Millisecond)
}
