package main

import (
	"errors"
	"log"
	"time"
)

var errNotFound = errors.New("not found")

func lookup(key string) (string, error) {
	if key == "missing" {
		return "", errNotFound
	}
	return "v:" + key, nil
}

func warm(key string) string { return "warm:" + key }

// prefetch warms key in the background while it looks it up; a key that is
// not there is no error for the caller.
func prefetch(key string) error {
	warmed := make(chan string)
	go func() { warmed <- warm(key) }() // want "GL001"
	v, err := lookup(key)
	if err != nil {
		if errors.Is(err, errNotFound) {
			err = nil
		}
		return err
	}
	log.Println(v, <-warmed)
	return nil
}

func main() {
	if err := prefetch("missing"); err != nil {
		log.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // keep serving
	log.Println("serving")
}
