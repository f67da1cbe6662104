package main

import (
	"context"
	"fmt"
	"time"
)

type task func() error

// The task closures each derive a context and drop its cancel function.
func buildTasks(parent context.Context, names []string) []task {
	var tasks []task
	for _, name := range names {
		tasks = append(tasks, func() error {
			ctx, _ := context.WithTimeout(parent, time.Second) // want "GL201"
			if err := ctx.Err(); err != nil {
				return err
			}
			fmt.Println("running", name)
			return nil
		})
	}
	return tasks
}

// A cleanup closure with a cancellable context whose cancel is never
// reached on the early-exit path.
func cleanup(parent context.Context) func(dirs []string) {
	return func(dirs []string) {
		ctx, cancel := context.WithCancel(parent) // want "GL201"
		if len(dirs) == 0 {
			return
		}
		for _, d := range dirs {
			if ctx.Err() == nil {
				fmt.Println("removing", d)
			}
		}
		cancel()
	}
}

func main() {
	for _, t := range buildTasks(context.Background(), []string{"index", "compact"}) {
		_ = t()
	}
	clean := cleanup(context.Background())
	clean(nil)
	clean([]string{"/tmp/a"})
}
