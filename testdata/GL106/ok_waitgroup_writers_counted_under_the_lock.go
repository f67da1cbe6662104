package main

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// Each write counts itself under the close lock and lets go of it before it writes;
// Close waits for the counted writes while holding that lock. A write the wait counts is
// past its Lock already, so it is done without it.
type writer struct {
	closeMu sync.Mutex
	closed  bool
	pending sync.WaitGroup
}

var errClosed = errors.New("writer closed")

func (w *writer) Write() error {
	w.closeMu.Lock()
	if w.closed {
		w.closeMu.Unlock()
		return errClosed
	}
	w.pending.Add(1)
	w.closeMu.Unlock()
	defer w.pending.Done()
	time.Sleep(2 * time.Millisecond)
	return nil
}

func (w *writer) Close() {
	w.closeMu.Lock()
	defer w.closeMu.Unlock()
	w.closed = true
	w.pending.Wait()
}

func main() {
	w := &writer{}
	for i := 0; i < 3; i++ {
		go func() { _ = w.Write() }()
	}
	time.Sleep(time.Millisecond)
	w.Close()
	fmt.Println(w.Write())
}
