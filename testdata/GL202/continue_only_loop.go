package main

import (
	"context"
	"errors"
	"time"
)

var errStale = errors.New("stale config")

type configWatcher struct {
	version int
}

func (w *configWatcher) reload() error {
	w.version++
	if w.version%2 == 0 {
		return errStale
	}
	return nil
}

// Errors lead to `continue`, success to another sleep: nothing leaves the
// loop, and the ctx parameter of the goroutine function is unused.
func watchConfig(ctx context.Context, w *configWatcher) {
	for { // want "GL202"
		if err := w.reload(); err != nil {
			time.Sleep(2 * time.Millisecond)
			continue
		}
		time.Sleep(time.Millisecond)
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	go watchConfig(ctx, &configWatcher{})
	time.Sleep(2 * time.Millisecond)
	cancel()
}
