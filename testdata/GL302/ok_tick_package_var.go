package main

import (
	"fmt"
	"time"
)

// ok: a package-level ticker is made once, when the program starts, and lives
// as long as the program does.
var pace = time.Tick(time.Millisecond)

func waitTicks(n int) {
	for i := 0; i < n; i++ {
		<-pace
	}
}

func main() {
	waitTicks(2)
	fmt.Println("two ticks")
}
