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

// ok: TryPublish drops the event when nobody takes it at once.
func (h *hub) TryPublish(e string) bool {
	select {
	case h.events <- e:
		return true
	default:
		return false
	}
}

func main() {
	h := newHub()
	defer h.Close()
	register(h.TryPublish)
}

// register hands a function to code the package does not show.
func register(any) {}
