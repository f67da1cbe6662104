package main

import "fmt"

type order struct {
	id    int
	total float64
}

// The loop waits on two local channels; neither is closed and no case
// returns, so the batcher waits in the select after the last flush.
func batchOrders(orders []order) {
	incoming := make(chan order)
	flush := make(chan struct{})
	go func() {
		var pending []order
		for {
			select { // want "GL004"
			case o := <-incoming:
				pending = append(pending, o)
			case <-flush:
				fmt.Println("flushing", len(pending), "orders")
				pending = pending[:0]
			}
		}
	}()
	for _, o := range orders {
		incoming <- o
	}
	flush <- struct{}{}
}

func main() {
	batchOrders([]order{{1, 9.5}, {2, 20}})
	println("done") // main goes on after the calls above
}
