package main

import (
	"fmt"
	"sync"
	"time"
)

type flags struct {
	mu      sync.RWMutex
	enabled map[string]bool
}

func (f *flags) on(name string) bool {
	f.mu.RLock() // want "GL108"
	defer f.mu.RUnlock()
	return f.enabled[name]
}

func (f *flags) set(name string, on bool) {
	f.mu.Lock() // want "GL108"
	f.enabled[name] = on
	f.mu.Unlock()
}

// serve starts a request goroutine that read-locks the flags for the whole request and
// checks a flag through on, and a toggle from the admin API.
func serve(f *flags) {
	go func() {
		f.mu.RLock()
		defer f.mu.RUnlock()
		time.Sleep(30 * time.Millisecond)
		if f.on("new-checkout") {
			fmt.Println("new checkout")
		}
	}()
	go func() {
		time.Sleep(10 * time.Millisecond)
		f.set("new-checkout", false)
	}()
}

func main() {
	f := &flags{enabled: map[string]bool{"new-checkout": true}}
	serve(f)
	time.Sleep(100 * time.Millisecond)
}
