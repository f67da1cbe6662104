package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

var errSlowUpload = errors.New("upload too slow")

func upload(ctx context.Context, part int) error {
	if ctx.Err() != nil {
		return context.Cause(ctx)
	}
	return nil
}

// Each worker goroutine derives a context with a cause and discards the
// cancel: the per-part timers outlive the uploads.
func uploadParts(parent context.Context, parts int) []error {
	errs := make([]error, parts)
	var wg sync.WaitGroup
	for i := 0; i < parts; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, _ := context.WithTimeoutCause(parent, time.Second, errSlowUpload) // want "GL201"
			errs[i] = upload(ctx, i)
		}()
	}
	wg.Wait()
	return errs
}

// The deadline variant, also discarded.
func uploadManifest(parent context.Context) error {
	ctx, _ := context.WithDeadlineCause(parent, time.Now().Add(time.Second), errSlowUpload) // want "GL201"
	return upload(ctx, -1)
}

func main() {
	fmt.Println(uploadParts(context.Background(), 3))
	fmt.Println(uploadManifest(context.Background()))
	println("done") // main goes on after the calls above
}
