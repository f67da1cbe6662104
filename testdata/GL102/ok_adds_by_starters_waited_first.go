package main

import (
	"fmt"
	"sync"
	"time"
)

func resize(image int) {
	time.Sleep(time.Millisecond)
	fmt.Println("resized", image)
}

// Each starter counts the resize it launches on resized. The function waits
// for every starter before it waits on resized, so every Add on resized has
// happened by then.
func resizeAll(images []int) {
	var starters, resized sync.WaitGroup
	for _, image := range images {
		starters.Add(1)
		go func() {
			defer starters.Done()
			resized.Add(1)
			go func() {
				defer resized.Done()
				resize(image)
			}()
		}()
	}
	starters.Wait()
	resized.Wait()
}

func main() {
	resizeAll([]int{1, 2, 3})
}
