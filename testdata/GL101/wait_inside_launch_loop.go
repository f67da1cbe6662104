package main

import (
	"fmt"
	"sync"
)

type mirror struct {
	name string
}

func (m *mirror) sync(version string) {
	fmt.Println("synced", m.name, "to", version)
}

// publish counts every mirror up front, but waits inside the loop that starts
// them: after the first mirror the counter is still above zero and the second
// mirror is never started.
func publish(mirrors []*mirror, version string) {
	var wg sync.WaitGroup
	wg.Add(len(mirrors))
	for _, m := range mirrors {
		go func() {
			defer wg.Done()
			m.sync(version)
		}()
		wg.Wait() // want "GL101:with 2 elements in `mirrors`"
	}
}

func main() {
	go publish([]*mirror{{name: "eu"}, {name: "us"}}, "v1.2.0")
}
