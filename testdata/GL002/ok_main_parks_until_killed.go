package main

import (
	"fmt"
	"os"
	"time"
)

func watch(name string) {
	for {
		fmt.Println("watching", name)
		time.Sleep(time.Minute)
	}
}

// A daemon's main starts its watchers and parks on a channel nothing will ever feed: the
// program runs until a signal kills it, which is what main means here, not a leak.
func main() {
	if os.Getenv("RUN_WATCHERS") == "" {
		return
	}
	for _, name := range os.Args[1:] {
		go watch(name)
	}
	wait := make(chan bool)
	<-wait // ok: main parks for the life of the process
}
