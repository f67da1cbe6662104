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
	m.stop <- struct{}{} // want "GL106"
}

type container struct {
	sync.Mutex
	health *monitor
}

type daemon struct{}

func (d *daemon) stopHealth(c *container) {
	c.health.Stop()
}

// StateChanged holds the container's lock while it stops the monitor two calls down; the
// probe takes that lock before it looks at its stop channel again.
func (d *daemon) StateChanged(c *container) {
	c.Lock()
	defer c.Unlock()
	d.stopHealth(c)
}

func probe(c *container, stop chan struct{}) {
	for {
		select {
		case <-stop:
			return
		default:
			time.Sleep(time.Millisecond) // run the probe
			c.Lock() // want "GL106"
			c.Unlock()
		}
	}
}

func main() {
	c := &container{health: &monitor{stop: make(chan struct{})}}
	go probe(c, c.health.stop)
	time.Sleep(5 * time.Millisecond)
	go (&daemon{}).StateChanged(c)
	time.Sleep(50 * time.Millisecond)
}
