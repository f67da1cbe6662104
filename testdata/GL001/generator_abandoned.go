package main

import (
	"fmt"
	"strings"
	"time"
)

// count streams 0..n-1 on the channel it returns; its goroutine waits on every send for a
// caller to take the value.
func count(n int) <-chan int {
	ch := make(chan int)
	go func() {
		for i := 0; i < n; i++ {
			ch <- i // want "GL001:returns the channel"
		}
		close(ch)
	}()
	return ch
}

// firstOver returns at the first value above the limit: the goroutine is left with the
// rest of its values.
func firstOver(n, limit int) int {
	for v := range count(n) {
		if v > limit {
			return v
		}
	}
	return -1
}

// firstTwo takes two values through a variable and returns.
func firstTwo() (int, int) {
	c := count(10)
	a := <-c
	b := <-c
	return a, b
}

// sum drains the channel: this caller abandons nothing, but the fix changes it too.
func sum(n int) int {
	total := 0
	for v := range count(n) {
		total += v
	}
	return total
}

// words runs a named function as its goroutine.
func words(text string) <-chan string {
	out := make(chan string)
	go emit(strings.Fields(text), out)
	return out
}

func emit(fields []string, out chan<- string) {
	for _, f := range fields {
		out <- f // want "GL001"
	}
	close(out)
}

func firstLong(text string) string {
	for w := range words(text) {
		if len(w) > 4 {
			return w
		}
	}
	return ""
}

// lookup sends one answer: a caller that gives up waiting leaves it behind.
func lookup(key string) <-chan string {
	answer := make(chan string)
	go func() {
		time.Sleep(20 * time.Millisecond)
		answer <- strings.ToUpper(key) // want "GL001"
	}()
	return answer
}

func lookupWithin(key string, limit time.Duration) (string, bool) {
	select {
	case v := <-lookup(key):
		return v, true
	case <-time.After(limit):
		return "", false
	}
}

func main() {
	fmt.Println(firstOver(10, 3), sum(4))
	fmt.Println(firstTwo())
	fmt.Println(firstLong("a few longer words here"))
	fmt.Println(lookupWithin("k", time.Millisecond))
	time.Sleep(50 * time.Millisecond)
}
