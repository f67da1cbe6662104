package main

import (
	"fmt"
	"sync"
)

type shutdownHook func(wg *sync.WaitGroup)

// ok: each hook is a function value that receives the WaitGroup (handed
// off) and is responsible for its Done.
func runShutdownHooks(hooks []shutdownHook) {
	var wg sync.WaitGroup
	for _, h := range hooks {
		wg.Add(1)
		h(&wg)
	}
	wg.Wait()
	fmt.Println("shutdown complete")
}

func closeDB(wg *sync.WaitGroup) {
	go func() {
		defer wg.Done()
		fmt.Println("db closed")
	}()
}

func flushLogs(wg *sync.WaitGroup) {
	defer wg.Done()
	fmt.Println("logs flushed")
}

func main() {
	runShutdownHooks([]shutdownHook{closeDB, flushLogs})
}
