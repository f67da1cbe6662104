package main

import (
	"fmt"
	"sync"
)

type file struct {
	name     string
	checksum string
}

// Each file counts two phases (download and verify); a checksum mismatch
// returns after the first Done, so the sync never completes.
func syncFiles(files []file) {
	var wg sync.WaitGroup
	for _, f := range files {
		wg.Add(2)
		go func() {
			fmt.Println("downloaded", f.name)
			wg.Done()
			if f.checksum != "ok" {
				fmt.Println("checksum mismatch for", f.name)
				return
			}
			fmt.Println("verified", f.name)
			wg.Done()
		}()
	}
	go func() {
		wg.Wait() // want "GL101"
		fmt.Println("all files in sync")
	}()
}

func main() {
	syncFiles([]file{{"a.txt", "ok"}, {"b.txt", "bad"}})
}
