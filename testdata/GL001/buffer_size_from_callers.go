package main

import "fmt"

// fastest takes the buffer size from its callers, who all pass 1: three
// mirrors answer, one answer is read and one fits in the buffer, so the last
// mirror blocks forever.
func fastest(mirrors []string, room int) string {
	answers := make(chan string, room)
	for i := 0; i < 3; i++ {
		go func() {
			answers <- mirrors[i] // want "GL001:buffer of 1"
		}()
	}
	return <-answers
}

func main() {
	mirrors := []string{"eu", "us", "ap"}
	fmt.Println(fastest(mirrors, 1))
	fmt.Println(fastest(mirrors, 1))
}
