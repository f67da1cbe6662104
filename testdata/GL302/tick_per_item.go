package main

import (
	"fmt"
	"time"
)

type download struct {
	name  string
	parts int
}

// A new time.Tick for every download in the loop: each one leaks.
func fetchAll(downloads []download) int {
	total := 0
	for _, d := range downloads {
		tick := time.Tick(time.Millisecond) // want "GL302"
		for i := 0; i < d.parts; i++ {
			<-tick
			total++
		}
	}
	return total
}

func main() {
	fmt.Println(fetchAll([]download{{"a.iso", 2}, {"b.iso", 1}}))
}
