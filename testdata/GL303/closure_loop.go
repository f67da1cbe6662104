package main

import (
	"fmt"
	"time"
)

// A func literal with a loop that waits for each reply with time.After.
func main() {
	replies := make(chan string, 2)
	replies <- "pong"
	collect := func(n int, wait time.Duration) []string {
		var got []string
		for i := 0; i < n; i++ {
			select {
			case r := <-replies:
				got = append(got, r)
			case <-time.After(wait): // want "GL303"
				got = append(got, "timeout")
			}
		}
		return got
	}
	fmt.Println(collect(2, time.Millisecond))
}
