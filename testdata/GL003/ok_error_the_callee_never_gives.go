package main

import (
	"fmt"
	"strings"
)

// parse logs what it cannot read and goes on: every return gives nil, so the early return
// on its error never runs and the close after it always does.
func parse(input string, out chan<- string) error {
	for _, field := range strings.Fields(input) {
		if strings.HasPrefix(field, "#") {
			fmt.Println("skipping", field)
			continue
		}
		out <- field
	}
	return nil
}

func collect(input string) []string {
	results := make(chan string)
	var fields []string
	done := make(chan struct{})
	go func() {
		for field := range results { // ok: closed after parse, which never fails
			fields = append(fields, field)
		}
		close(done)
	}()
	err := parse(input, results)
	if err != nil {
		return nil
	}
	close(results)
	<-done
	return fields
}

func main() {
	fmt.Println(collect("a #b c"))
}
