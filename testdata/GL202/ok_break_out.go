package main

import (
	"context"
	"fmt"
	"time"
)

type uploader struct {
	chunks int
}

// ok: the loop has a way out: a labelled break once all chunks are sent.
func (u *uploader) send(ctx context.Context, total int, done chan<- struct{}) {
	defer close(done)
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
loop:
	for {
		select {
		case <-t.C:
			u.chunks++
			if u.chunks == total {
				break loop
			}
		}
	}
	fmt.Println("sent", u.chunks, "chunks")
}

// ok: a plain break out of a for loop with no select around it.
func countdown(ctx context.Context, from int, done chan<- struct{}) {
	defer close(done)
	for {
		from--
		if from == 0 {
			break
		}
		time.Sleep(time.Millisecond)
	}
}

func main() {
	ctx := context.Background()
	done := make(chan struct{})
	go (&uploader{}).send(ctx, 3, done)
	<-done
	done2 := make(chan struct{})
	go countdown(ctx, 3, done2)
	<-done2
}
