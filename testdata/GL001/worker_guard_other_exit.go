package main

import (
	"errors"
	"fmt"
	"os"
)

var errTooBig = errors.New("id too big")

func validate(id int) error {
	if id < 0 {
		return errors.New("negative id")
	}
	return nil
}

// The worker skips its send only when err is set; the launcher's first way out is taken
// with err nil, so there the worker sends and nobody receives.
func fetch(id int) (int, error) {
	err := validate(id)
	results := make(chan int)
	go func() {
		if err != nil {
			return
		}
		results <- id * 2 // want "GL001"
	}()
	if id > 100 {
		return 0, errTooBig
	}
	if err != nil {
		return 0, err
	}
	return <-results, nil
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(fetch(i * 100 * len(os.Args)))
	}
}
