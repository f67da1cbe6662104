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

// The worker skips its Done only when err is set, and the launcher returns before its
// Wait when err is set: while it waits, err is nil and the worker calls Done.
func sum(values []int) (int, error) {
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
	if err != nil {
		return 0, err
	}
	wg.Wait()
	if err = check(total); err != nil {
		return 0, err
	}
	return total, nil
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(sum(make([]int, i+len(os.Args)*3)))
	}
}
