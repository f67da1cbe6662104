package main

import (
	"fmt"
	"time"
)

type batcher struct {
	size    int
	maxWait time.Duration
}

// The flush timeout is a fresh time.After each time round the loop, so it
// restarts after every item instead of bounding the batch.
func (b *batcher) collect(items <-chan int) []int {
	var batch []int
	for len(batch) < b.size {
		select {
		case it, ok := <-items:
			if !ok {
				return batch
			}
			batch = append(batch, it)
		case <-time.After(b.maxWait): // want "GL303"
			return batch
		}
	}
	return batch
}

func main() {
	items := make(chan int, 4)
	for i := 1; i <= 4; i++ {
		items <- i
	}
	close(items)
	b := &batcher{size: 3, maxWait: time.Second}
	fmt.Println(b.collect(items))
}
