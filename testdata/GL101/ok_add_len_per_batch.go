package main

import (
	"fmt"
	"sync"
)

// ok: each batch adds its own length and starts one goroutine per element
// before waiting for them.
func uploadBatches(batches [][]string) {
	var wg sync.WaitGroup
	for _, batch := range batches {
		wg.Add(len(batch))
		for _, object := range batch {
			go func() {
				defer wg.Done()
				fmt.Println("uploaded", object)
			}()
		}
		wg.Wait()
	}
}

// ok: the Wait comes after the loop that starts one goroutine per element.
func resize(images []string) {
	var wg sync.WaitGroup
	wg.Add(len(images))
	for _, image := range images {
		go func(name string) {
			defer wg.Done()
			fmt.Println("resized", name)
		}(image)
	}
	wg.Wait()
}

func main() {
	uploadBatches([][]string{{"a", "b"}, {"c"}})
	resize([]string{"x.png", "y.png", "z.png"})
}
