package main

import (
	"bufio"
	"errors"
	"strings"
	"time"
)

// The flag is cleared again by the next line, so every "ready" line after another line sends
// once more: the caller takes the first value and leaves, the buffer holds the second, and the
// third send blocks for ever.
func waitReadyAgain(text string) error {
	ready := make(chan error, 1)
	go func() {
		var seen bool
		scanner := bufio.NewScanner(strings.NewReader(text))
		for scanner.Scan() {
			if !seen {
				if strings.Contains(scanner.Text(), "ready") {
					seen = true
					ready <- nil // want "GL001"
				}
			} else {
				seen = false
			}
		}
	}()
	select {
	case err := <-ready:
		return err
	case <-time.After(time.Second):
		return errors.New("timeout")
	}
}

func main() {
	_ = waitReadyAgain("ready\nbusy\nready\nbusy\nready\n")
	println("done") // main goes on after the calls above
}
