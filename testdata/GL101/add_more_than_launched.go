package main

import (
	"fmt"
	"sync"
)

// Add(3) is left over from when the dashboard had three sources; only two
// goroutines are started, so Wait never returns.
func loadDashboard(userID int) {
	var (
		wg      sync.WaitGroup
		profile string
		orders  int
	)
	wg.Add(3)
	go func() {
		defer wg.Done()
		profile = fmt.Sprintf("user-%d", userID)
	}()
	go func() {
		defer wg.Done()
		orders = userID * 2
	}()
	go func() {
		wg.Wait() // want "GL101"
		fmt.Println("dashboard:", profile, orders)
	}()
}

func main() {
	loadDashboard(42)
}
