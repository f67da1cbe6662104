package main

import (
	"fmt"
	"sync"
)

type partition struct {
	topic string
	id    int
}

// compactTopic runs as a goroutine and fans out over the partitions: its
// Adds are for goroutines it starts and waits for itself.
func compactTopic(topic string, parts int, finished *sync.WaitGroup) {
	defer finished.Done()
	var wg sync.WaitGroup
	for i := range parts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := partition{topic: topic, id: i}
			fmt.Println("compacted", p.topic, p.id)
		}()
	}
	wg.Wait()
}

// ok: the outer WaitGroup is added to before each go statement.
func compactAll(topics []string) {
	var finished sync.WaitGroup
	for _, t := range topics {
		finished.Add(1)
		go compactTopic(t, 2, &finished)
	}
	finished.Wait()
}

func main() {
	compactAll([]string{"orders", "payments"})
}
