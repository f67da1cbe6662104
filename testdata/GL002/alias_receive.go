package main

import (
	"errors"
	"time"
)

type warmer struct {
	warmed bool
}

// The goroutine waits on a receive-only alias of ready; the early return
// skips close(readyCh).
func (w *warmer) warmUp(keys []string) error {
	readyCh := make(chan struct{})
	var ready <-chan struct{} = readyCh
	go func() {
		<-ready // want "GL002"
		w.warmed = true
	}()
	if len(keys) == 0 {
		return errors.New("nothing to warm")
	}
	close(readyCh)
	return nil
}

func expire(after <-chan time.Duration, ttl *time.Duration) {
	*ttl = <-after // want "GL002"
}

// The named worker gets an alias; the send on the original is skipped.
func scheduleExpiry(ttl *time.Duration, seconds int) error {
	durations := make(chan time.Duration)
	in := durations
	go expire(in, ttl)
	if seconds <= 0 {
		return errors.New("ttl must be positive")
	}
	durations <- time.Duration(seconds) * time.Second
	return nil
}

func main() {
	w := &warmer{}
	_ = w.warmUp(nil)
	var ttl time.Duration
	_ = scheduleExpiry(&ttl, 0)
	println("done") // main goes on after the calls above
}
