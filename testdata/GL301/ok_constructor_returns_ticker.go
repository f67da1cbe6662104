package main

import (
	"fmt"
	"time"
)

// ok: the ticker is returned; the caller owns it and stops it.
func newPacer(rate int) *time.Ticker {
	t := time.NewTicker(time.Second / time.Duration(rate))
	return t
}

func main() {
	p := newPacer(1000)
	defer p.Stop()
	for i := 0; i < 2; i++ {
		<-p.C
	}
	fmt.Println("paced")
}
