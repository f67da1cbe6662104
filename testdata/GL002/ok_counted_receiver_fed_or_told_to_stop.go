package main

import "fmt"

// The worker receives four values, and the function sends four on every path.
func feedAll(limit int) int {
	next := make(chan int)
	sum := make(chan int, 1)
	go func() {
		total := 0
		for i := 0; i < 4; i++ {
			total += <-next
		}
		sum <- total
	}()
	for i := 0; i < 4; i++ {
		if i > limit {
			next <- 0
			continue
		}
		next <- i
	}
	return <-sum
}

// The worker may stop before its fourth value (a negative one tells it to): it does not
// wait a fixed number of times, and the function's early stop leaves it nothing to wait for.
func feedUntil(limit int) {
	next := make(chan int)
	go func() {
		for i := 0; i < 4; i++ {
			if v := <-next; v < 0 {
				break
			}
		}
	}()
	for i := 0; i < 4; i++ {
		if i > limit {
			next <- -1
			return
		}
		next <- i
	}
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(feedAll(i))
		feedUntil(i)
	}
}
