package main

import (
	"errors"
	"fmt"
	"sync"
)

var errReadOnly = errors.New("feature flags are read-only")

type flags struct {
	mu       sync.RWMutex
	values   map[string]bool
	readOnly bool
}

// set takes the write lock and returns early in read-only mode without
// releasing it; later writers block forever.
func (f *flags) set(name string, on bool) error {
	f.mu.Lock() // want "GL104"
	if f.readOnly {
		return errReadOnly
	}
	f.values[name] = on
	f.mu.Unlock()
	return nil
}

func (f *flags) enabled(name string) bool {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return f.values[name]
}

func toggleFlags() {
	f := &flags{values: map[string]bool{"beta": true}, readOnly: true}
	fmt.Println("beta enabled:", f.enabled("beta"))
	fmt.Println("set dark-mode:", f.set("dark-mode", true))
	go f.set("beta", false)
}

func main() {
	toggleFlags()
}
