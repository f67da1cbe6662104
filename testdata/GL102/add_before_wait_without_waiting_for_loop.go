package main

import (
	"fmt"
	"net"
	"sync"
)

// Close waits for the connections without first waiting for the accept loop
// to end: the loop can still add a connection after Wait has returned.
type server struct {
	ln   net.Listener
	done chan struct{}
	wg   sync.WaitGroup
}

func newServer() (*server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &server{ln: ln, done: make(chan struct{})}
	go s.serve()
	return s, nil
}

func (s *server) serve() {
	defer close(s.done)
	for {
		conn, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.wg.Add(1) // want "GL102"
		go s.serveConn(conn)
	}
}

func (s *server) serveConn(conn net.Conn) {
	defer s.wg.Done()
	defer conn.Close()
	fmt.Fprintln(conn, "hello")
}

func (s *server) Close() {
	s.ln.Close()
	s.wg.Wait()
	<-s.done
}

func main() {
	s, err := newServer()
	if err != nil {
		fmt.Println(err)
		return
	}
	s.Close()
}
