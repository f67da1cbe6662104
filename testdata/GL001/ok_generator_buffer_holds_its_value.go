package main

import "time"

type update struct{ index int }

// poll's goroutine sends one value on a channel of its own with room for one: whichever
// caller stops waiting for it, the send completes.
func poll(index int) <-chan update {
	out := make(chan update, 1)
	go func() {
		time.Sleep(time.Millisecond)
		out <- update{index: index + 1} // ok: the buffer holds it
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
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
