package main

import (
	"errors"
	"fmt"
	"os"
)

type conn struct{ id int }

func check(n int) error {
	if n > len(os.Args)+2 {
		return errors.New("too many")
	}
	return nil
}

// The worker tests the same err the launcher tests before it waits: when the launcher
// leaves on err != nil, the worker has returned before its send. err changes only after
// the receive.
func serveOnce(addr string, n int) (int, error) {
	err := check(n)
	conns := make(chan *conn)
	go func() {
		if err != nil {
			return
		}
		conns <- &conn{id: len(addr)}
	}()
	if err != nil {
		return 0, err
	}
	c := <-conns
	total := 0
	for i := 0; i < n; i++ {
		if err = check(i); err != nil {
			return total, err
		}
		total += c.id
	}
	return total, nil
}

// The same with the worker's guard spelled the other way round, and a panic as the way out.
func mustSum(values []int) int {
	err := check(len(values))
	sums := make(chan int)
	go func() {
		if err == nil {
			total := 0
			for _, v := range values {
				total += v
			}
			sums <- total
		}
	}()
	if err != nil {
		panic(err)
	}
	return <-sums
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(serveOnce("localhost", i+len(os.Args)*5))
		fmt.Println(serveOnce("", i+len(os.Args)*5))
		func() {
			defer func() { _ = recover() }()
			fmt.Println(mustSum(make([]int, i+len(os.Args)*5)))
		}()
	}
}
