package main

import (
	"errors"
	"fmt"
	"sync"
)

var errNegative = errors.New("negative amount")

func charge(amount int) error {
	if amount < 0 {
		return errNegative
	}
	return nil
}

// ok: Done is deferred first thing, so the early error return still counts
// down.
func chargeAll(amounts []int) {
	var wg sync.WaitGroup
	for _, a := range amounts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := charge(a); err != nil {
				fmt.Println("charge failed:", err)
				return
			}
			fmt.Println("charged", a)
		}()
	}
	done := make(chan struct{})
	go func() {
		wg.Wait()
		close(done)
	}()
	<-done
	fmt.Println("billing run complete")
}

func main() {
	chargeAll([]int{10, -3, 7})
}
