package main

import (
	"fmt"
	"time"
)

type entry struct {
	kind  string
	value int
}

// The channel is closed only once the index holds something, and the
// index stays nil (length 0) when no "sum" entry comes: the printer then
// ranges forever.
func summarize(entries []entry) {
	values := make(chan int, len(entries))
	go func() {
		for v := range values { // want "GL003"
			fmt.Println("value", v)
		}
	}()
	var index map[int]int
	for _, e := range entries {
		if e.kind == "sum" {
			if index == nil {
				index = make(map[int]int)
			}
			index[e.value]++
			continue
		}
		values <- e.value
	}
	if len(index) > 0 {
		close(values)
	}
}

func main() {
	summarize([]entry{{"put", 1}, {"put", 2}})
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
