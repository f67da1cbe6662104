package main

import (
	"fmt"
	"sync"
)

// ok: Add(2) for exactly two goroutines, each with a deferred Done.
func loadProfile(userID int) (string, int) {
	var (
		wg      sync.WaitGroup
		name    string
		friends int
	)
	wg.Add(2)
	go func() {
		defer wg.Done()
		name = fmt.Sprintf("user-%d", userID)
	}()
	go func() {
		defer wg.Done()
		friends = userID % 7
	}()
	wg.Wait()
	return name, friends
}

func main() {
	fmt.Println(loadProfile(12))
}
