package main

import "fmt"

type event struct {
	kind string
}

type dispatcher struct {
	events   chan event
	stop     chan struct{}
	stopping bool
}

// The stop case only records the request; it never returns, so the loop
// cannot end.
func (d *dispatcher) loop() {
	for {
		select { // want "GL004"
		case e := <-d.events:
			if !d.stopping {
				fmt.Println("dispatch", e.kind)
			}
		case <-d.stop:
			d.stopping = true
		}
	}
}

func dispatchAll(evs []event) {
	d := &dispatcher{events: make(chan event), stop: make(chan struct{})}
	go d.loop()
	for _, e := range evs {
		d.events <- e
	}
	d.stop <- struct{}{}
}

func main() {
	dispatchAll([]event{{"click"}, {"scroll"}})
	println("done") // main goes on after the calls above
}
