package main

import (
	"context"
	"errors"
)

// ok: every searcher also waits on ctx.Done(), and the deferred cancel
// releases the ones whose hit is not read.
func firstHit(ctx context.Context, terms []string) string {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	hits := make(chan string)
	for _, t := range terms {
		go func() {
			select {
			case hits <- "doc:" + t:
			case <-ctx.Done():
			}
		}()
	}
	return <-hits
}

func encode(frame []byte, out chan<- []byte, done <-chan struct{}) {
	select {
	case out <- append([]byte{0x7e}, frame...):
	case <-done:
	}
}

// ok: the encoder gives up when done is closed on the way out, even on the
// error return.
func encodeFrame(frame []byte) ([]byte, error) {
	done := make(chan struct{})
	defer close(done)
	encoded := make(chan []byte)
	go encode(frame, encoded, done)
	if len(frame) == 0 {
		return nil, errors.New("empty frame")
	}
	return <-encoded, nil
}

func main() {
	_ = firstHit(context.Background(), []string{"go", "leak", "select"})
	_, _ = encodeFrame(nil)
}
