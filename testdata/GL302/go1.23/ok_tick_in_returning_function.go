package main

import (
	"fmt"
	"time"
)

// ok: since Go 1.23 the ticker behind time.Tick is collected once nothing
// refers to it, so using it in a function that returns is fine.
func pace(items []string) int {
	tick := time.Tick(time.Millisecond)
	sent := 0
	for range items {
		<-tick
		sent++
	}
	return sent
}

func main() {
	fmt.Println(pace([]string{"a", "b"}))
}
