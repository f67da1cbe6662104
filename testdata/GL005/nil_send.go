package main

import "fmt"

func checksum(data []byte) int {
	sum := 0
	for _, b := range data {
		sum += int(b)
	}
	return sum
}

// results is declared but never made: the send blocks forever.
func checksumAsync(data []byte) {
	var results chan int
	go func() {
		results <- checksum(data) // want "GL005"
	}()
	fmt.Println("checksum started")
}

func main() {
	checksumAsync([]byte("payload"))
}
