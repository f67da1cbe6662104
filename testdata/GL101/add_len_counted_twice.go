package main

import (
	"fmt"
	"sync"
)

// checksum counts every file twice: once with Add(len(files)) before the loop,
// and again with an Add(1) per goroutine added later.
func checksum(files []string) {
	var wg sync.WaitGroup
	wg.Add(len(files))
	for _, f := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println("checksummed", f)
		}()
	}
	wg.Wait() // want "GL101"
	fmt.Println("all files checksummed")
}

func main() {
	go checksum([]string{"a.tar", "b.tar"})
}
