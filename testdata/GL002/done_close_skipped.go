package main

import (
	"errors"
	"strings"
)

type session struct {
	user   string
	closed bool
}

func (s *session) cleanup() {
	s.closed = true
}

// The cleanup goroutine waits for done, but a bad token returns before
// close(done) and it waits forever.
func serve(token string) error {
	s := &session{user: "guest"}
	done := make(chan struct{})
	go func() {
		<-done // want "GL002"
		s.cleanup()
	}()
	if !strings.HasPrefix(token, "tok_") {
		return errors.New("invalid token")
	}
	s.user = strings.TrimPrefix(token, "tok_")
	close(done)
	return nil
}

func main() {
	_ = serve("bearer abc")
	println("done") // main goes on after the calls above
}
