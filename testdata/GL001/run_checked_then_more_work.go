package main

import (
	"errors"
	"fmt"
)

var errTooMany = errors.New("too many arguments")

func fetch() error { return nil }

// run leaves its fetcher behind when it gives up on the arguments. main checks what run
// returned and then goes on with other work, so the fetcher stays stuck.
func run(args []string) error {
	errc := make(chan error)
	go func() { errc <- fetch() }() // want "GL001"
	if len(args) > 3 {
		return errTooMany
	}
	return <-errc
}

func main() {
	err := run([]string{"a", "b", "c", "d"})
	if err != nil {
		fmt.Println(err)
	}
	println("done") // main goes on after the calls above
}
