package main

import (
	"errors"
	"fmt"
	"runtime"
	"time"
)

var errNoReply = errors.New("no reply")

type ipcChannel struct {
	replies chan string
}

// The reply case unlocks before returning, the timeout case returns with
// the goroutine still locked to its thread.
func (c *ipcChannel) await(limit time.Duration) (string, error) {
	runtime.LockOSThread() // want "GL402"
	select {
	case r := <-c.replies:
		runtime.UnlockOSThread()
		return r, nil
	case <-time.After(limit):
		return "", errNoReply
	}
}

func main() {
	c := &ipcChannel{replies: make(chan string, 1)}
	res := make(chan error)
	go func() {
		_, err := c.await(time.Millisecond)
		res <- err
	}()
	fmt.Println(<-res)
}
