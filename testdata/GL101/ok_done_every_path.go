package main

import (
	"fmt"
	"sync"
)

type metric struct {
	name  string
	value float64
}

// ok: every branch of the worker calls Done before leaving, including the
// rejection path.
func publish(m metric, wg *sync.WaitGroup) {
	switch {
	case m.name == "":
		fmt.Println("rejecting unnamed metric")
		wg.Done()
		return
	case m.value < 0:
		fmt.Println("clamping", m.name)
		wg.Done()
	default:
		fmt.Println("published", m.name, m.value)
		wg.Done()
	}
}

func publishAll(ms []metric) {
	var wg sync.WaitGroup
	for _, m := range ms {
		wg.Add(1)
		go publish(m, &wg)
	}
	go func() {
		wg.Wait()
		fmt.Println("metrics flushed")
	}()
	wg.Wait()
}

func main() {
	publishAll([]metric{{"cpu", 0.5}, {"", 1}, {"mem", -1}})
}
