package main

import (
	"fmt"
	"sync"
)

type image struct {
	name          string
	width, height int
}

// resize registers itself with the WaitGroup only once it runs; the caller
// may already have finished waiting.
func resize(img image, wg *sync.WaitGroup) {
	wg.Add(1) // want "GL102"
	defer wg.Done()
	fmt.Printf("resized %s to %dx%d\n", img.name, img.width/2, img.height/2)
}

func resizeAll(imgs []image) {
	var wg sync.WaitGroup
	for _, img := range imgs {
		go resize(img, &wg)
	}
	wg.Wait()
}

func main() {
	resizeAll([]image{{"a.jpg", 800, 600}, {"b.jpg", 1024, 768}})
}
