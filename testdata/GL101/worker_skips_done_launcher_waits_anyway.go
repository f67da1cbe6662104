package main

import (
	"errors"
	"fmt"
	"os"
	"sync"
)

func check(n int) error {
	if n > len(os.Args)+2 {
		return errors.New("too many")
	}
	return nil
}

// The worker skips its Done when err is set, but the launcher only gives up on err in
// strict mode: otherwise it waits with err set, and the Done never comes.
func sum(values []int, strict bool) (int, error) {
	err := check(len(values))
	var wg sync.WaitGroup
	total := 0
	wg.Add(1)
	go func() {
		if err != nil {
			return
		}
		for _, v := range values {
			total += v
		}
		wg.Done()
	}()
	if err != nil && strict {
		return 0, err
	}
	wg.Wait() // want "GL101"
	return total, nil
}

func main() {
	for i := 0; i < 3; i++ {
		go func() { fmt.Println(sum(make([]int, 10-i), i > 0)) }()
	}
}
