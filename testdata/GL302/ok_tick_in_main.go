package main

import (
	"fmt"
	"time"
)

// ok: time.Tick in main is fine even before Go 1.23: main's lifetime is the
// program's.
func main() {
	tick := time.Tick(time.Millisecond)
	for i := 0; i < 2; i++ {
		<-tick
	}
	fmt.Println("two ticks")
}
