package main

import (
	"errors"
	"time"
)

var errRefused = errors.New("refused")

func connect(addr string) error {
	if addr == "" {
		return errRefused
	}
	return nil
}

// redial connects again and again, a second apart, for the life of the process. Each
// round makes a timer of its own and waits for it to fire: a fired timer holds nothing,
// so nothing is kept however long the loop runs.
func redial(addr string) {
	for {
		delay := time.NewTimer(time.Millisecond)
		if err := connect(addr); err != nil {
			println(err.Error())
		}
		<-delay.C
	}
}

func main() {
	go redial("")
	time.Sleep(5 * time.Millisecond)
}
