package main

// `reply{}` is sent with its channel left nil. In `case reply:` the switch's variable is a
// reply, so the send on its `ch`, which nothing in the package assigns, blocks forever.
type reply struct{ ch chan int }

func serve(in chan any) {
	for m := range in {
		switch m := m.(type) {
		case reply:
			m.ch <- 1 // want "GL005"
		case int:
		}
	}
}

func main() {
	in := make(chan any)
	go serve(in)
	in <- 1
	in <- reply{}
}
