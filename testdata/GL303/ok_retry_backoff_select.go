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

// ok: the backoff timer's own case is the only way round the loop (stop returns),
// so each timer has fired before the next attempt makes another.
func connect(d *dialer, stop <-chan struct{}) error {
	for attempt := 0; attempt < 3; attempt++ {
		if d.dial() == nil {
			return nil
		}
		select {
		case <-stop:
			return errGiveUp
		case <-time.After(time.Millisecond << attempt):
		}
	}
	return errGiveUp
}

func main() {
	fmt.Println(connect(&dialer{failures: 2}, make(chan struct{})))
}
