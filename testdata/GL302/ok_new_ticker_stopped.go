package main

import (
	"fmt"
	"time"
)

type bucket struct {
	tokens int
}

// ok: the stoppable alternative to time.Tick, stopped when done.
func (b *bucket) fill(n int) {
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
	for b.tokens < n {
		<-t.C
		b.tokens++
	}
}

func main() {
	b := &bucket{}
	b.fill(2)
	fmt.Println(b.tokens)
}
