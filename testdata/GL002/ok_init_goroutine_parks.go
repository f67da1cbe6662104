package main

import (
	"fmt"
	"os"
)

var ready = make(chan struct{}, 1)

// serve starts the test server and then parks for good, on a channel that nothing else
// can reach: `init` starts it once, so one goroutine lives as long as the process.
func serve() {
	fmt.Println("serving")
	ready <- struct{}{}
	forever := make(chan struct{})
	<-forever // ok: parked on purpose, once per process
}

func init() {
	if os.Getenv("START_TEST_SERVER") != "" {
		go serve()
	}
}

func main() {
	println("done") // main goes on after the calls above
}
