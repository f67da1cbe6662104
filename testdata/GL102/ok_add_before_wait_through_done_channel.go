package main

import (
	"fmt"
	"net"
	"sync"
)

// The accept loop counts each connection it serves. Close closes the listener
// and waits for the loop to end (it closes done on its way out) before it
// waits for the connections: the loop adds nothing after that.
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
		s.wg.Add(1)
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
	<-s.done
	s.wg.Wait()
}

func main() {
	s, err := newServer()
	if err != nil {
		fmt.Println(err)
		return
	}
	s.Close()
}
