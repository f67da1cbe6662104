package main

import (
	"fmt"
	"sync"
)

type image struct {
	name          string
	width, height int
}

func resize(img image, wg *sync.WaitGroup) {
	defer wg.Done()
	fmt.Printf("resized %s to %dx%d\n", img.name, img.width/2, img.height/2)
}

// ok: one Add(len(imgs)) before the loop counts every named worker.
func resizeAll(imgs []image) {
	var wg sync.WaitGroup
	wg.Add(len(imgs))
	for _, img := range imgs {
		go resize(img, &wg)
	}
	wg.Wait()
}

func main() {
	resizeAll([]image{{"a.jpg", 800, 600}, {"b.jpg", 1024, 768}})
}
