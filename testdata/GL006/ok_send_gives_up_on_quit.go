package main

// hub serves published events on its own goroutine until Close stops it.
type hub struct {
	events chan string
	quit   chan struct{}
}

func newHub() *hub {
	h := &hub{events: make(chan string), quit: make(chan struct{})}
	go h.run()
	return h
}

func (h *hub) run() {
	for {
		select {
		case e := <-h.events:
			println(e)
		case <-h.quit:
			return
		}
	}
}

func (h *hub) Close() { close(h.quit) }

// ok: Publish gives up on the signal that stops the receiver.
func (h *hub) Publish(e string) bool {
	select {
	case h.events <- e:
		return true
	case <-h.quit:
		return false
	}
}

func main() {
	h := newHub()
	defer h.Close()
	register(h.Publish)
}

// register hands the method to code the package does not show.
func register(func(string) bool) {}
