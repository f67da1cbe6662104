package main

import (
	"fmt"
	"time"
)

// ok: a fixed number of ticks, then an explicit Stop.
func retryConnect(attempts int, connect func(int) bool) bool {
	t := time.NewTicker(time.Millisecond)
	ok := false
	for i := 0; i < attempts && !ok; i++ {
		<-t.C
		ok = connect(i)
	}
	t.Stop()
	return ok
}

func main() {
	fmt.Println(retryConnect(3, func(i int) bool { return i == 1 }))
}
