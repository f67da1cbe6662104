package main

import "time"

type update struct{ index int }

// poll's goroutine sends one value on an unbuffered channel: a caller that stops waiting
// for it leaves it blocked.
func poll(index int) <-chan update {
	out := make(chan update)
	go func() {
		time.Sleep(5 * time.Millisecond)
		out <- update{index: index + 1} // want "GL001"
	}()
	return out
}

// watch asks again on every tick, leaving the previous answer behind when it is late.
func watch(rounds int) int {
	index := 0
	tick := time.NewTicker(time.Microsecond)
	defer tick.Stop()
	for range rounds {
		select {
		case u := <-poll(index):
			index = u.index
		case <-tick.C:
		}
	}
	return index
}

func main() {
	_ = watch(5)
	time.Sleep(20 * time.Millisecond)
	println("done") // main goes on after the calls above
}
