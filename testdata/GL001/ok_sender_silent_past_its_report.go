package main

import (
	"errors"
	"fmt"
	"strconv"
)

// parseID leaves early only after the goroutine reported a non-nil error, and the goroutine
// sends its id only when the error it reported was nil: on that way out it owes nothing.
func parseID(text string) (int, error) {
	errc := make(chan error, 1)
	ids := make(chan int)
	go func() {
		id, err := strconv.Atoi(text)
		errc <- err
		if err != nil {
			return
		}
		ids <- id
	}()
	if err := <-errc; err != nil {
		return 0, err // ok: the goroutine reported this error and returned without sending
	}
	return <-ids, nil
}

// parseNamed is the same with a named goroutine, handed both channels.
func parseNamed(text string) (int, error) {
	errc := make(chan error, 1)
	ids := make(chan int)
	go parseInto(text, errc, ids)
	err := <-errc
	if err != nil {
		return 0, err // ok: a non-nil report comes only from the way out without a send
	}
	return <-ids, nil
}

func parseInto(text string, errc chan<- error, ids chan<- int) {
	if text == "" {
		errc <- errors.New("empty")
		return
	}
	errc <- nil
	id, _ := strconv.Atoi(text)
	ids <- id
}

func main() {
	fmt.Println(parseID("12"))
	fmt.Println(parseID("x"))
	fmt.Println(parseNamed(""))
	fmt.Println(parseNamed("7"))
}
