package main

import (
	"sync"
	"time"
)

// monitor probes a container until told to stop.
type monitor struct {
	stop chan struct{}
}

func (m *monitor) Stop() {
	m.stop <- struct{}{}
}

type container struct {
	sync.Mutex
	health *monitor
}

type daemon struct{}

func (d *daemon) stopHealth(c *container) {
	c.health.Stop()
}

// Replace holds the old container's lock while it stops the new one's monitor, whose
// probe takes only the new container's lock.
func (d *daemon) Replace(old, fresh *container) {
	old.Lock()
	defer old.Unlock()
	d.stopHealth(fresh)
}

func probe(c *container, stop chan struct{}) {
	for {
		select {
		case <-stop:
			return
		default:
			time.Sleep(time.Millisecond) // run the probe
			c.Lock()
			c.Unlock()
		}
	}
}

func main() {
	old := &container{health: &monitor{stop: make(chan struct{})}}
	fresh := &container{health: &monitor{stop: make(chan struct{})}}
	go probe(fresh, fresh.health.stop)
	time.Sleep(5 * time.Millisecond)
	d := &daemon{}
	d.Replace(old, fresh)
	time.Sleep(10 * time.Millisecond)
}
