package main

import (
	"fmt"
	"os"
)

type daemon struct {
	next func() (int, error)
	stop chan int
}

// loop takes jobs until the third or a stop; its reader may then block on its next send,
// but loop's return ends the process: serve returns a constant right after it, and main
// hands serve's result to os.Exit once its branches join.
func (d *daemon) loop() {
	jobs := make(chan int)
	go func() {
		for {
			job, err := d.next()
			if err != nil {
				return
			}
			jobs <- job // ok: blocked only while the process exits
		}
	}()
	for {
		select {
		case job := <-jobs:
			if job > 2 {
				return
			}
		case <-d.stop:
			return
		}
	}
}

func serve() int {
	count := 0
	d := &daemon{
		next: func() (int, error) {
			count++
			return count, nil
		},
		stop: make(chan int),
	}
	d.loop()
	return 0
}

func main() {
	if os.Getenv("RUN_DAEMON") == "" {
		println("done") // main goes on after the calls above
		return
	}
	var code int
	if len(os.Args) > 1 {
		fmt.Println("client mode")
	} else {
		code = serve()
	}
	os.Exit(code)
}
