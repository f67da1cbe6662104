package main

import (
	"sync"
	"time"
)

// A registry keeps a watcher per name; a watcher reports its ticks to the registry.
type registry struct {
	mu       sync.Mutex
	watchers map[string]*watcher
	reports  int
}

type watcher struct {
	mu    sync.Mutex
	reg   *registry
	ticks int
}

// watch registers a new watcher and starts it while it holds the registry's lock. But
// lookup reads the watchers map without that lock, so another goroutine can find the new
// watcher and hold its lock before start takes it.
func (r *registry) watch(name string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.watchers[name] != nil {
		return
	}
	if r.watchers == nil {
		r.watchers = make(map[string]*watcher)
	}
	w := &watcher{reg: r}
	r.watchers[name] = w
	time.Sleep(10 * time.Millisecond)
	w.start()
}

func (w *watcher) start() {
	w.mu.Lock() // want "GL107"
	defer w.mu.Unlock()
	w.ticks = 1
}

// lookup finds a watcher without the registry's lock.
func (r *registry) lookup(name string) *watcher {
	return r.watchers[name]
}

// tick holds a watcher while it reports to the registry: watcher.mu, then registry.mu.
func (w *watcher) tick() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.ticks++
	time.Sleep(20 * time.Millisecond)
	w.reg.mu.Lock() // want "GL107"
	w.reg.reports++
	w.reg.mu.Unlock()
}

func main() {
	r := &registry{}
	go r.watch("a")
	go func() {
		time.Sleep(5 * time.Millisecond)
		if w := r.lookup("a"); w != nil {
			w.tick()
		}
	}()
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
