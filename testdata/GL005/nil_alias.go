package main

import "fmt"

// An alias of a nil channel is still nil.
func emitTraces(spans []string) {
	var traces chan string
	out := traces
	go func() {
		for _, s := range spans {
			out <- s // want "GL005"
		}
	}()
	fmt.Println("emitting", len(spans), "spans")
}

func main() {
	emitTraces([]string{"db.query", "http.get"})
}
