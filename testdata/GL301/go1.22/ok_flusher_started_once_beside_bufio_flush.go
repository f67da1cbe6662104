package main

import (
	"bufio"
	"fmt"
	"os"
	"time"
)

type logger struct {
	out  *bufio.Writer
	stop chan bool
}

// ok: Flush's ticker is never stopped, but the only call of this Flush is the go
// statement in start, which main runs once; l.out.Flush() runs bufio's Flush, a method
// of another package's type, not this one.
func (l *logger) Flush() {
	ticker := time.NewTicker(time.Millisecond)
	for {
		select {
		case <-ticker.C:
			l.out.Flush()
		case <-l.stop:
			return
		}
	}
}

func (l *logger) start() {
	go l.Flush()
	time.Sleep(3 * time.Millisecond)
	l.stop <- true
}

func main() {
	l := &logger{out: bufio.NewWriter(os.Stdout), stop: make(chan bool)}
	l.start()
	fmt.Println("flushed")
}
