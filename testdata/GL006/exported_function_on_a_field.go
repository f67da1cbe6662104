package main

// service takes notes on its own goroutine until Shutdown stops it.
type service struct {
	notes chan string
	done  chan struct{}
}

func newService() *service {
	s := &service{notes: make(chan string), done: make(chan struct{})}
	go s.record()
	return s
}

func (s *service) record() {
	for {
		select {
		case note := <-s.notes:
			println(note)
		case <-s.done:
			return
		}
	}
}

func (s *service) Shutdown() { close(s.done) }

// Note is a function, not a method: it still runs on its callers' goroutines.
func Note(s *service, text string) {
	s.notes <- text // want "GL006"
}

func main() {
	s := newService()
	defer s.Shutdown()
	register(Note)
}

// register hands a function to code the package does not show.
func register(any) {}
