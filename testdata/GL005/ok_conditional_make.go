package main

import "fmt"

// ok: the channel is made on both branches before the goroutine uses it.
func hashAsync(data string, buffered bool) string {
	var result chan string
	if buffered {
		result = make(chan string, 1)
	} else {
		result = make(chan string)
	}
	go func() {
		result <- fmt.Sprintf("%x", len(data)*31)
	}()
	return <-result
}

func main() {
	fmt.Println(hashAsync("abc", true))
	fmt.Println(hashAsync("defg", false))
}
