package main

// hub serves published events for as long as the process lives.
type hub struct {
	events chan string
}

func newHub() *hub {
	h := &hub{events: make(chan string)}
	go h.run()
	return h
}

func (h *hub) run() {
	for e := range h.events {
		println(e)
	}
}

// ok: nothing stops the receiver, so a send always has its taker.
func (h *hub) Publish(e string) {
	h.events <- e
}

func main() {
	h := newHub()
	register(h.Publish)
}

// register hands a function to code the package does not show.
func register(any) {}
