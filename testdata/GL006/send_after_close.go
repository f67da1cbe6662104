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

// Publish is the package's API: no goroutine of the package calls it, and a caller that
// calls it after Close waits forever.
func (h *hub) Publish(e string) {
	h.events <- e // want "GL006"
}

func main() {
	h := newHub()
	defer h.Close()
	register(h.Publish)
}

// register hands the method to code the package does not show.
func register(func(string)) {}
