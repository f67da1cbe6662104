package main

import (
	"fmt"
	"sync"
)

// spawn adds in the calling goroutine, then starts the task.
func spawn(wg *sync.WaitGroup, task func()) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		task()
	}()
}

// ok: every task goes through spawn, whose Add precedes its go statement.
func migrate(tables []string) {
	var wg sync.WaitGroup
	for _, t := range tables {
		spawn(&wg, func() { fmt.Println("migrated", t) })
	}
	wg.Wait()
}

func main() {
	migrate([]string{"users", "orders", "invoices"})
}
