package main

import (
	"fmt"
	"time"
)

// `<-time.After` used as a sleep in a loop.
func backoff(tries int) int {
	waited := 0
	for i := 0; i < tries; i++ {
		<-time.After(time.Millisecond) // want "GL303"
		waited++
	}
	return waited
}

func main() {
	fmt.Println(backoff(2))
}
