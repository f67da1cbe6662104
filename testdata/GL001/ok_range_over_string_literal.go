package main

import (
	"fmt"
	"sort"
	"strings"
)

// A range over a string literal runs once per rune: two goroutines, two receives.
func loadBoth() []string {
	ch := make(chan string)
	for _, name := range "bc" {
		name := string(name)
		go func() {
			ch <- strings.ToUpper(name) // ok: "bc" starts exactly two senders, both received
		}()
	}
	got := []string{<-ch, <-ch}
	sort.Strings(got)
	return got
}

func main() {
	fmt.Println(loadBoth())
}
