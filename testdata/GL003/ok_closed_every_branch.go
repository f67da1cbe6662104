package main

import (
	"errors"
	"fmt"
)

func printAll(in <-chan string, done chan<- struct{}) {
	for s := range in {
		fmt.Println(s)
	}
	close(done)
}

// ok: the error path closes before returning, the normal path after the loop.
func sendChecked(items []string) error {
	ch := make(chan string)
	done := make(chan struct{})
	go printAll(ch, done)
	for _, it := range items {
		if it == "" {
			close(ch)
			<-done
			return errors.New("empty item")
		}
		ch <- it
	}
	close(ch)
	<-done
	return nil
}

// ok: both branches of the switch close the channel.
func flush(mode string, items []string) {
	ch := make(chan string, len(items))
	done := make(chan struct{})
	go printAll(ch, done)
	switch mode {
	case "all":
		for _, it := range items {
			ch <- it
		}
		close(ch)
	default:
		close(ch)
	}
	<-done
}

func main() {
	_ = sendChecked([]string{"x", "", "z"})
	flush("all", []string{"p", "q"})
	flush("none", nil)
}
