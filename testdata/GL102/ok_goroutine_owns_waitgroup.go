package main

import (
	"fmt"
	"sync"
)

// ok: the background goroutine adds for the uploads it starts itself, and
// it is the one that waits for them.
func backupInBackground(files []string, done chan<- struct{}) {
	go func() {
		defer close(done)
		var wg sync.WaitGroup
		for _, f := range files {
			wg.Add(1)
			go func() {
				defer wg.Done()
				fmt.Println("backed up", f)
			}()
		}
		wg.Wait()
	}()
}

func main() {
	done := make(chan struct{})
	backupInBackground([]string{"db.sql", "media.tar"}, done)
	<-done
}
