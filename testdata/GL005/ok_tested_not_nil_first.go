package main

import (
	"fmt"
	"sync"
)

type collection struct {
	onEvent func(kind int)
}

func (c *collection) persist() {
	c.onEvent(1)
	c.onEvent(2)
}

// run counts the events; a test that wants to step through them would set eventCh and
// onPersist, and this one sets neither. Every operation on them is behind a test that
// finds them non-nil, so a nil channel is never used: not a block, only dead code.
func run() map[int]int {
	var mu sync.Mutex
	var eventCh chan int
	var onPersist chan bool
	events := map[int]int{}
	c := &collection{onEvent: func(kind int) {
		mu.Lock()
		events[kind]++
		if eventCh != nil {
			eventCh <- kind
		}
		mu.Unlock()
	}}
	persist := func() {
		if onPersist != nil && len(events) > 0 {
			<-onPersist
		}
		c.persist()
	}
	persist()
	if eventCh == nil {
		return events
	} else {
		<-eventCh
	}
	return events
}

func main() {
	fmt.Println(run())
	println("done") // main goes on after the calls above
}
