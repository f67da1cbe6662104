package main

import (
	"fmt"
	"os"
)

// validate accepts every name: each of its returns gives true.
func validate(name string) bool {
	if name == "" {
		return true
	}
	return true
}

// open never fails: each of its returns gives a nil error.
func open(name string) error {
	fmt.Println("opening", name)
	return nil
}

func checksum(name string) int { return len(name) * 31 }

// Both ways out before the receive test a call's result that the callee never gives,
// directly in the condition: neither is taken.
func verify(name string) int {
	sums := make(chan int)
	go func() {
		sums <- checksum(name)
	}()
	if !validate(name) {
		return -1
	}
	if open(name) != nil {
		return -2
	}
	return <-sums
}

func main() {
	for _, name := range os.Args {
		fmt.Println(verify(name))
	}
}
