package main

import (
	"fmt"
	"strconv"
	"time"
)

// parseID receives the goroutine's report but waits for the id whatever it said: on an
// error the goroutine has left without sending one, and the wait never ends.
func parseID(text string) int {
	errc := make(chan error, 1)
	ids := make(chan int, 1)
	go func() {
		id, err := strconv.Atoi(text)
		errc <- err
		if err != nil {
			return
		}
		ids <- id
	}()
	if err := <-errc; err != nil {
		fmt.Println("parse:", err)
	}
	return <-ids // want "GL002:can finish without doing so"
}

// parseBoth reports before each step, and the launcher checks only the first report: the
// second step's failure leaves without the id.
func parseBoth(first, second string) int {
	errc := make(chan error, 1)
	steps := make(chan error, 1)
	ids := make(chan int, 1)
	go func() {
		a, err := strconv.Atoi(first)
		errc <- err
		if err != nil {
			return
		}
		b, err := strconv.Atoi(second)
		steps <- err
		if err != nil {
			return
		}
		ids <- a + b
	}()
	if err := <-errc; err != nil {
		return 0
	}
	<-steps
	return <-ids // want "GL002:can finish without doing so"
}

func main() {
	go parseID("x")
	go parseBoth("1", "y")
	time.Sleep(10 * time.Millisecond)
	fmt.Println("done")
}
