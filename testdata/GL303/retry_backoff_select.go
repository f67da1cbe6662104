package main

import (
	"errors"
	"fmt"
	"time"
)

var errGiveUp = errors.New("giving up")

type dialer struct {
	failures int
}

func (d *dialer) dial() error {
	if d.failures > 0 {
		d.failures--
		return errors.New("refused")
	}
	return nil
}

// The backoff between retries is a time.After in a three-clause loop, raced
// against a stop channel.
func connect(d *dialer, stop <-chan struct{}) error {
	for attempt := 0; attempt < 3; attempt++ {
		if d.dial() == nil {
			return nil
		}
		select {
		case <-stop:
			return errGiveUp
		case <-time.After(time.Millisecond << attempt): // want "GL303"
		}
	}
	return errGiveUp
}

func main() {
	fmt.Println(connect(&dialer{failures: 2}, make(chan struct{})))
}
