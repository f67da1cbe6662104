package main

// hub serves published events until Close closes its channel.
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

// ok: the receiver stops only when Close closes the channel: a send after that panics
// instead of waiting.
func (h *hub) Close() { close(h.events) }

func (h *hub) Publish(e string) {
	h.events <- e
}

func main() {
	h := newHub()
	defer h.Close()
	register(h.Publish)
}

// register hands the method to code the package does not show.
func register(func(string)) {}
