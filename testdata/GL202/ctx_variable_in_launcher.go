package main

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"
)

type lease struct {
	renewals atomic.Int32
}

func (l *lease) renew() { l.renewals.Add(1) }

// The launcher derives its own context and cancels it on return, but the
// renewal goroutine it starts loops without ever checking it.
func holdLease(parent context.Context, l *lease) {
	ctx, cancel := context.WithTimeout(parent, 3*time.Millisecond)
	defer cancel()
	go func() {
		for { // want "GL202"
			l.renew()
			time.Sleep(time.Millisecond)
		}
	}()
	<-ctx.Done()
	fmt.Println("lease released")
}

func main() {
	holdLease(context.Background(), &lease{})
}
