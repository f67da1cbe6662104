package main

import (
	"fmt"
	"sync"
)

type event struct {
	kind string
	id   int
}

type dispatcher struct {
	wg sync.WaitGroup
}

// handle calls Done only for the event kinds it knows: the default case
// forgets it.
func (d *dispatcher) handle(ev event) {
	switch ev.kind {
	case "order":
		fmt.Println("order", ev.id)
		d.wg.Done()
	case "refund":
		fmt.Println("refund", ev.id)
		d.wg.Done()
	default:
		fmt.Println("unknown event", ev.kind)
	}
}

// An unknown event kind keeps the dispatcher's waiter blocked forever.
func (d *dispatcher) dispatch(events []event) {
	for _, ev := range events {
		d.wg.Add(1)
		go d.handle(ev)
	}
	go func() {
		d.wg.Wait() // want "GL101"
		fmt.Println("events handled")
	}()
}

func main() {
	d := &dispatcher{}
	d.dispatch([]event{{"order", 1}, {"audit", 2}})
}
