package main

import "fmt"

// ok: merge sets a channel to nil once it is closed, the standard way to
// disable that select case; the other case stays live until it closes too.
func merge(a, b <-chan int, out chan<- int) {
	defer close(out)
	for a != nil || b != nil {
		select {
		case v, ok := <-a:
			if !ok {
				a = nil
				continue
			}
			out <- v
		case v, ok := <-b:
			if !ok {
				b = nil
				continue
			}
			out <- v
		}
	}
}

func source(vals ...int) <-chan int {
	ch := make(chan int)
	go func() {
		defer close(ch)
		for _, v := range vals {
			ch <- v
		}
	}()
	return ch
}

func mergeSources() {
	out := make(chan int)
	go merge(source(1, 2), source(3), out)
	for v := range out {
		fmt.Println("merged", v)
	}
}

func main() {
	mergeSources()
}
