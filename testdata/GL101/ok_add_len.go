package main

import (
	"fmt"
	"strings"
	"sync"
)

// ok: Add(len(words)) matches exactly one goroutine per word, each with a
// deferred Done.
func normalize(words []string) []string {
	out := make([]string, len(words))
	var wg sync.WaitGroup
	wg.Add(len(words))
	for i, w := range words {
		go func() {
			defer wg.Done()
			out[i] = strings.ToLower(strings.TrimSpace(w))
		}()
	}
	wg.Wait()
	return out
}

func main() {
	fmt.Println(normalize([]string{" Alpha", "BETA ", "Gamma"}))
}
