package main

import (
	"fmt"
	"sync"
	"time"
)

type event struct {
	kind string
	key  string
}

type registry struct {
	sync.Mutex
	entries  map[string]int
	events   chan event
	observed int
}

// register publishes the change to the watcher before it unlocks.
func (r *registry) register(key string) {
	r.Lock()
	r.entries[key]++
	r.events <- event{kind: "add", key: key} // want "GL106"
	r.Unlock()
}

func (r *registry) watch() {
	for ev := range r.events {
		time.Sleep(20 * time.Millisecond) // notify listeners
		r.Lock() // want "GL106"
		r.observed++
		fmt.Println(ev.kind, ev.key, r.entries[ev.key])
		r.Unlock()
	}
}

func main() {
	r := &registry{entries: map[string]int{}, events: make(chan event)}
	go r.watch()
	go r.register("svc-a")
	go r.register("svc-b")
	time.Sleep(50 * time.Millisecond)
}
