package main

// closeAll closes every channel its map holds as a key.
func closeAll(waiters map[chan struct{}]string) {
	for ch := range waiters {
		close(ch)
	}
}

// wait makes done a key of a map literal and hands the map to closeAll's goroutine: the
// receive is answered.
func wait() {
	done := make(chan struct{})
	waiters := map[chan struct{}]string{done: "first"}
	go closeAll(waiters)
	<-done
}

func main() {
	wait()
}
