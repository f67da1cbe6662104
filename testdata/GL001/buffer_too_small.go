package main

import (
	"errors"
	"fmt"
)

const maxPending = 2

// Four shards, room for two results, and only the first one is read: the
// last shard blocks on its send.
func firstShardHit(shards []int, key int) int {
	hits := make(chan int, maxPending)
	for _, s := range shards {
		go func() {
			hits <- s*1000 + key // want "GL001"
		}()
	}
	return <-hits
}

func upload(name string) error {
	if name == "" {
		return errors.New("empty name")
	}
	return fmt.Errorf("upload %s: quota exceeded", name)
}

// Every upload fails; the first error returns, one error fits the buffer,
// the third uploader blocks.
func uploadAll(files []string) error {
	errs := make(chan error, 1)
	for _, f := range files {
		go func() {
			errs <- upload(f) // want "GL001"
		}()
	}
	for range files {
		if err := <-errs; err != nil {
			return err
		}
	}
	return nil
}

func main() {
	_ = firstShardHit([]int{1, 2, 3, 4}, 7)
	_ = uploadAll([]string{"a.png", "b.png", "c.png"})
	println("done") // main goes on after the calls above
}
