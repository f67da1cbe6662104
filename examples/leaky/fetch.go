// Package leaky shows goroutine leaks that goleaklint finds.
package leaky

import (
	"context"
	"errors"
	"time"
)

func fetch(url string) (string, error) {
	time.Sleep(50 * time.Millisecond)
	return "body of " + url, nil
}

// FirstResponse asks every mirror and keeps the first answer; the other
// goroutines block forever on their send.
func FirstResponse(mirrors []string) string {
	answers := make(chan string)
	for _, m := range mirrors {
		go func() {
			body, _ := fetch(m)
			answers <- body
		}()
	}
	return <-answers
}

// WithTimeout gives up when ctx is done, but the goroutine it started cannot.
func WithTimeout(ctx context.Context, url string) (string, error) {
	result := make(chan string)
	go func() {
		body, _ := fetch(url)
		result <- body
	}()
	select {
	case body := <-result:
		return body, nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// Watch starts a watcher that waits for a stop signal an early return skips.
func Watch(paths []string) error {
	stop := make(chan struct{})
	go func() {
		<-stop
	}()
	if len(paths) == 0 {
		return errors.New("nothing to watch")
	}
	close(stop)
	return nil
}
