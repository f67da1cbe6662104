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

// PublishAll and publish run on their callers' goroutines: a call after Close waits
// forever in publish.
func (h *hub) PublishAll(events []string) {
	for _, e := range events {
		h.publish(e)
	}
}

func (h *hub) publish(e string) {
	h.events <- e // want "GL006"
}

func main() {
	h := newHub()
	defer h.Close()
	register(h.PublishAll)
}

// register hands a function to code the package does not show.
func register(any) {}
