package main

import (
	"errors"
	"fmt"
	"os"
)

var errTooMany = errors.New("too many arguments")

func fetch() error { return nil }

// run leaves its fetcher behind when it gives up on the arguments, but main's last
// statement only checks what run returned: the process ends right after it either way.
func run(args []string) error {
	errc := make(chan error)
	go func() { errc <- fetch() }()
	if len(args) > 3 {
		return errTooMany
	}
	return <-errc
}

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
