package main

import (
	"fmt"
	"time"
)

// ok: time.Sleep paces the loop; no channel or timer is created per
// iteration.
func pace(lines []string) int {
	n := 0
	for range lines {
		time.Sleep(time.Millisecond)
		n++
	}
	return n
}

func main() {
	fmt.Println(pace([]string{"a", "b"}))
}
