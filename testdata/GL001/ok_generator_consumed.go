package main

import "fmt"

func count(n int) <-chan int {
	ch := make(chan int)
	go func() {
		defer close(ch)
		for i := 0; i < n; i++ {
			ch <- i
		}
	}()
	return ch
}

// ok: the range runs until the goroutine closes the channel.
func sum(n int) int {
	total := 0
	for v := range count(n) {
		total += v
	}
	return total
}

// ok: the loop reads until the channel is closed.
func collect(n int) []int {
	var got []int
	c := count(n)
	for {
		v, ok := <-c
		if !ok {
			break
		}
		got = append(got, v)
	}
	return got
}

// ok: the channel is handed on; its receiver drains it.
func evens(n int) <-chan int {
	return count(n)
}

func sumEvens(n int) int {
	total := 0
	for v := range evens(n) {
		total += v
	}
	return total
}

// ok: two values sent, two received.
func pair(a, b int) <-chan int {
	ch := make(chan int)
	go func() {
		ch <- a
		ch <- b
	}()
	return ch
}

func addPair() int {
	c := pair(1, 2)
	return <-c + <-c
}

// ok: the buffer holds both values, whether or not the caller takes them.
func buffered() <-chan int {
	ch := make(chan int, 2)
	go func() {
		ch <- 1
		ch <- 2
	}()
	return ch
}

func ignoreBuffered() {
	buffered()
}

// ok: one value, then the close; the range takes the value before it breaks.
func single() <-chan string {
	ch := make(chan string)
	go func() {
		ch <- "only"
		close(ch)
	}()
	return ch
}

func firstOfSingle() string {
	for s := range single() {
		return s
	}
	return ""
}

// ok: the goroutine gives up when the caller closes done.
func ticks(done <-chan struct{}) <-chan int {
	ch := make(chan int)
	go func() {
		for i := 0; ; i++ {
			select {
			case ch <- i:
			case <-done:
				return
			}
		}
	}()
	return ch
}

func firstTick() int {
	done := make(chan struct{})
	defer close(done)
	return <-ticks(done)
}

func main() {
	fmt.Println(sum(3), collect(2), sumEvens(4), addPair())
	ignoreBuffered()
	fmt.Println(firstOfSingle(), firstTick())
}
