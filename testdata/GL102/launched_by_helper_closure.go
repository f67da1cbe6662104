package main

import (
	"fmt"
	"sync"
)

// launch starts each task in a goroutine that adds itself to the WaitGroup
// too late: Wait can return before the task has registered.
func runTasks(names []string) {
	var wg sync.WaitGroup
	launch := func(name string) {
		go func() {
			wg.Add(1) // want "GL102"
			defer wg.Done()
			fmt.Println("task", name, "finished")
		}()
	}
	for _, n := range names {
		launch(n)
	}
	wg.Wait()
}

func main() {
	runTasks([]string{"migrate", "seed"})
}
