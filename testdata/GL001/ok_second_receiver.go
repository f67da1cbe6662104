package main

import "errors"

type metric struct {
	name  string
	value float64
}

func ship(m metric) {
	_ = m.name
}

// ok: a dedicated shipper goroutine drains every metric, so the early
// return of the caller does not strand the collector.
func collectAndShip(names []string) error {
	metrics := make(chan metric)
	go func() {
		for m := range metrics {
			ship(m)
		}
	}()
	go func() {
		defer close(metrics)
		for _, n := range names {
			metrics <- metric{name: n, value: 1}
		}
	}()
	if len(names) > 2 {
		return errors.New("batch too large, shipping in the background")
	}
	return nil
}

func main() {
	_ = collectAndShip([]string{"cpu", "mem", "disk"})
}
