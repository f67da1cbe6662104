package main

import (
	"fmt"
	"sync"
)

// ok: Add counts the names and the loop runs over the ids; the two slices have
// the same length here, which the analysis cannot know, so it does not judge
// the count.
func rename(ids []int, names []string) {
	var wg sync.WaitGroup
	wg.Add(len(names))
	for i := range ids {
		go func() {
			defer wg.Done()
			fmt.Println(ids[i], "->", names[i])
		}()
	}
	wg.Wait()
}

func main() {
	rename([]int{1, 2}, []string{"one", "two"})
}
