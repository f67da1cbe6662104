package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"
)

// nopCloser's Close is the package's only method of that name, but the service's conn is
// an io.Closer of another package (here an *os.File): its Close can fail.
type nopCloser struct{}

func (nopCloser) Close() error { return nil }

var _ io.Closer = nopCloser{}

type service struct {
	conn io.Closer
}

// stop reports a failed Close, but leaves before taking the report when told to hurry.
func (s *service) stop(hurry bool) error {
	errCh := make(chan error)
	go func() {
		if err := s.conn.Close(); err != nil {
			errCh <- err // want "GL001"
		}
		close(errCh)
	}()
	if hurry {
		return errors.New("not waiting")
	}
	return <-errCh
}

func main() {
	f, err := os.CreateTemp("", "closer")
	if err != nil {
		panic(err)
	}
	defer os.Remove(f.Name())
	f.Close() // closed already: the service's Close fails
	s := &service{conn: f}
	fmt.Println(s.stop(true))
	time.Sleep(50 * time.Millisecond)
	println("done") // main goes on after the calls above
}
