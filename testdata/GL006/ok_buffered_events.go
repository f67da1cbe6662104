package main

// hub serves published events on its own goroutine until Close stops it.
type hub struct {
	events chan string
	quit   chan struct{}
}

func newHub() *hub {
	h := &hub{events: make(chan string, 16), quit: make(chan struct{})}
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

// ok: the channel holds sixteen events: a send is judged only on an unbuffered one.
func (h *hub) Publish(e string) {
	h.events <- e
}

func main() {
	h := newHub()
	defer h.Close()
	register(h.Publish)
}

// register hands a function to code the package does not show.
func register(any) {}
