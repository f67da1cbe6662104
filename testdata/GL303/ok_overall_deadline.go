package main

import (
	"fmt"
	"time"
)

type crawler struct {
	pages chan string
}

// ok: time.After is evaluated once, before the loop: an overall deadline
// for collecting pages.
func (c *crawler) collect(limit time.Duration) []string {
	var got []string
	deadline := time.After(limit)
	for {
		select {
		case p, ok := <-c.pages:
			if !ok {
				return got
			}
			got = append(got, p)
		case <-deadline:
			return got
		}
	}
}

func main() {
	c := &crawler{pages: make(chan string, 2)}
	c.pages <- "/"
	c.pages <- "/about"
	close(c.pages)
	fmt.Println(c.collect(time.Second))
}
