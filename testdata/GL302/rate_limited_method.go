package main

import (
	"fmt"
	"time"
)

type smsClient struct {
	sent []string
}

// A method that rate-limits with time.Tick: one unstoppable ticker per call.
func (c *smsClient) sendAll(msgs []string) {
	limiter := time.Tick(time.Millisecond) // want "GL302"
	for _, m := range msgs {
		<-limiter
		c.sent = append(c.sent, m)
	}
}

func main() {
	c := &smsClient{}
	for range 2 { // each batch leaves a ticker behind
		c.sendAll([]string{"hi", "bye"})
	}
	fmt.Println(len(c.sent))
}
