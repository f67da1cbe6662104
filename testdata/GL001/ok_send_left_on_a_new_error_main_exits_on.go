package main

import (
	"errors"
	"log"
	"os"
)

func load(path string) int { return len(path) }

// run loads in the background and gives up on a bad path with a new error; main exits
// on that error, so the sender left behind dies with the process.
func run(path string) error {
	sizes := make(chan int)
	go func() { sizes <- load(path) }()
	if path == "-" {
		return errors.New("no path")
	}
	log.Println(<-sizes)
	return nil
}

func main() {
	if err := run(os.Getenv("CFG")); err != nil {
		log.Fatal(err)
	}
	log.Print("set up")
}
