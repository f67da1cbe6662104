package main

// ok: the sender itself fires the receiver's stop, in a deferred call that runs after its
// sends. `s.close()` is session.close: `s` has the type of newSession's first result, even
// though another type of the package has a close method too.
type session struct {
	abandon chan int
	closeC  chan struct{}
}

type table struct{ open bool }

func (t *table) close() { t.open = false }

func newSession() (*session, error) {
	s := &session{abandon: make(chan int), closeC: make(chan struct{})}
	go s.refLoop()
	return s, nil
}

func (s *session) refLoop() {
	for {
		select {
		case id := <-s.abandon:
			_ = id
		case <-s.closeC:
			return
		}
	}
}

func (s *session) close() { close(s.closeC) }

func run() error {
	s, err := newSession()
	if err != nil {
		return err
	}
	defer s.close()
	s.abandon <- 1
	s.abandon <- 2
	return nil
}

func main() {
	_ = run()
	t := &table{open: true}
	t.close()
}
