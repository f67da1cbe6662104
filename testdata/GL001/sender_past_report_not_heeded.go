package main

import (
	"fmt"
	"strconv"
	"time"
)

// parseID leaves on a non-nil report, but the goroutine sends its id whatever it
// reported: on that way out the send has no receiver.
func parseID(text string) (int, error) {
	errc := make(chan error, 1)
	ids := make(chan int)
	go func() {
		id, err := strconv.Atoi(text)
		errc <- err
		ids <- id // want "GL001"
	}()
	if err := <-errc; err != nil {
		return 0, err
	}
	return <-ids, nil
}

// parseBoth leaves on a nil report too soon: the goroutine sends its id only then.
func parseBoth(text string) (int, error) {
	errc := make(chan error, 1)
	ids := make(chan int)
	go func() {
		id, err := strconv.Atoi(text)
		errc <- err
		if err != nil {
			return
		}
		ids <- id // want "GL001"
	}()
	if err := <-errc; err == nil {
		return 0, nil
	}
	return 0, fmt.Errorf("parse %q", text)
}

// parseAll starts a reporting goroutine per text but hears one report only: the others may
// have reported nil and go on to send their ids, which nothing receives.
func parseAll(texts []string) error {
	errc := make(chan error, len(texts))
	ids := make(chan int)
	for _, text := range texts {
		go func() {
			id, err := strconv.Atoi(text)
			errc <- err
			if err != nil {
				return
			}
			ids <- id // want "GL001"
		}()
	}
	if err := <-errc; err != nil {
		return err
	}
	return nil
}

func main() {
	fmt.Println(parseID("x"))
	fmt.Println(parseBoth("1"))
	fmt.Println(parseAll([]string{"x", "2"}))
	time.Sleep(10 * time.Millisecond)
	fmt.Println("done")
}
