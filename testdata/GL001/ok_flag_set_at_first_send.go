package main

import (
	"bufio"
	"errors"
	"strings"
	"time"
)

// ok: the goroutine sends once in all: "ready" the first time a line says so (the flag is
// set with the send, so the guard never lets another one through), or the error after the
// scan when no line did (the same flag, still clear). The buffer of one holds that value
// when the caller has stopped waiting.
func waitReady(text string) error {
	ready := make(chan error, 1)
	go func() {
		var seen bool
		scanner := bufio.NewScanner(strings.NewReader(text))
		for scanner.Scan() {
			if !seen {
				if strings.Contains(scanner.Text(), "ready") {
					seen = true
					ready <- nil
				}
			}
		}
		if !seen {
			ready <- errors.New("never ready")
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
	_ = waitReady("starting\nready\nready\n")
	_ = waitReady("starting\nstopped\n")
}
