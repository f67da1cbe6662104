package main

import (
	"fmt"
	"time"
)

// ok: the time.After case returns after `idle` of inactivity.
func watchHeartbeats(beats []string, idle time.Duration) {
	hb := make(chan string)
	go func() {
		for {
			select {
			case h := <-hb:
				fmt.Println("heartbeat from", h)
			case <-time.After(idle): // want "GL303"
				fmt.Println("idle, stopping")
				return
			}
		}
	}()
	for _, b := range beats {
		hb <- b
	}
}

func main() {
	watchHeartbeats([]string{"node-a", "node-b"}, 20*time.Millisecond)
}
