package main

import (
	"fmt"
	"sync"
)

// ok: the select has no default, so the loop blocks until a case is ready.
func merge(a, b <-chan int, quit <-chan struct{}, out *[]int, wg *sync.WaitGroup) {
	defer wg.Done()
	for {
		select {
		case v := <-a:
			*out = append(*out, v)
		case v := <-b:
			*out = append(*out, v)
		case <-quit:
			return
		}
	}
}

func main() {
	a := make(chan int)
	b := make(chan int)
	quit := make(chan struct{})
	var out []int
	var wg sync.WaitGroup
	wg.Add(1)
	go merge(a, b, quit, &out, &wg)
	a <- 1
	b <- 2
	close(quit)
	wg.Wait()
	fmt.Println(len(out))
}
