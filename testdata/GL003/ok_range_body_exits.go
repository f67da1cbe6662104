package main

import "fmt"

const endOfStream = -1

// ok: the range body returns on the sentinel value, which is always sent.
func countUntilSentinel(values []int) {
	ch := make(chan int)
	go func() {
		n := 0
		for v := range ch {
			if v == endOfStream {
				fmt.Println("count", n)
				return
			}
			n++
		}
	}()
	for _, v := range values {
		ch <- v
	}
	ch <- endOfStream
}

// ok: the consumer breaks out of its range when it sees "quit".
func readCommands(cmds []string) {
	ch := make(chan string)
	go func() {
		for c := range ch {
			if c == "quit" {
				break
			}
			fmt.Println("run", c)
		}
		fmt.Println("bye")
	}()
	for _, c := range cmds {
		ch <- c
	}
	ch <- "quit"
}

func main() {
	countUntilSentinel([]int{4, 5, 6})
	readCommands([]string{"ls", "pwd"})
}
