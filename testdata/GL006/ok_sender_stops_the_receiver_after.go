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

// ok: Finish sends its last event and only then stops the receiver itself.
func (h *hub) Finish(last string) {
	h.events <- last
	close(h.quit)
}

func main() {
	h := newHub()
	register(h.Finish)
}

// register hands a function to code the package does not show.
func register(any) {}
