package main

import (
	"fmt"
	"strconv"
)

type pool struct {
	size int
}

// The resizer waits for the new size, but a malformed value returns before
// it is sent.
func (p *pool) resize(value string) error {
	sizes := make(chan int)
	go func() {
		p.size = <-sizes // want "GL002"
	}()
	n, err := strconv.Atoi(value)
	if err != nil {
		return fmt.Errorf("resize: %w", err)
	}
	sizes <- n
	return nil
}

func applyLimit(limits <-chan int, applied *int) {
	limit := <-limits // want "GL002"
	*applied = limit
}

// A negative entry returns from inside the loop, skipping the send after it.
func configureLimits(entries []int, applied *int) error {
	limits := make(chan int)
	go applyLimit(limits, applied)
	total := 0
	for _, e := range entries {
		if e < 0 {
			return fmt.Errorf("negative limit %d", e)
		}
		total += e
	}
	limits <- total
	return nil
}

func main() {
	p := &pool{}
	_ = p.resize("ten")
	var applied int
	_ = configureLimits([]int{5, -1, 3}, &applied)
	println("done") // main goes on after the calls above
}
