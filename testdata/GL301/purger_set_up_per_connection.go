package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

var purged atomic.Int32

// The setup function of ok_purger_set_up_once_by_main.go, but called once per connection:
// every call makes another ticker whose loop never ends, so they pile up.
func setPurgeTicker(every time.Duration) {
	t := time.NewTicker(every) // want "GL301"
	go func() {
		for range t.C {
			purged.Add(1)
		}
	}()
}

func serve(conns []string) {
	for range conns {
		setPurgeTicker(time.Millisecond)
	}
}

func main() {
	serve([]string{"a", "b"})
	time.Sleep(5 * time.Millisecond)
	fmt.Println(purged.Load() >= 0)
}
