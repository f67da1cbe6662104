package main

import (
	"fmt"
	"sync"
)

type upload struct {
	name string
	size int
}

// The goroutine validates first and only then registers with the
// WaitGroup: the caller's Wait can finish before either happens.
func uploadAll(ups []upload) {
	var wg sync.WaitGroup
	for _, u := range ups {
		go func() {
			if u.size == 0 {
				fmt.Println("skipping empty", u.name)
				return
			}
			wg.Add(1) // want "GL102"
			defer wg.Done()
			fmt.Println("uploaded", u.name, u.size, "bytes")
		}()
	}
	wg.Wait()
}

func main() {
	uploadAll([]upload{{"a.bin", 10}, {"b.bin", 0}})
}
