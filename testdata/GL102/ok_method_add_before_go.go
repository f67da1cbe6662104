package main

import (
	"fmt"
	"sync"
)

type request struct {
	path string
}

type server struct {
	wg sync.WaitGroup
}

func (s *server) handle(r request) {
	defer s.wg.Done()
	fmt.Println("served", r.path)
}

// ok: serve counts each request in flight before starting its handler.
func (s *server) serve(reqs []request) {
	for _, r := range reqs {
		s.wg.Add(1)
		go s.handle(r)
	}
}

func (s *server) shutdown() {
	s.wg.Wait()
	fmt.Println("server stopped")
}

func main() {
	s := &server{}
	s.serve([]request{{"/"}, {"/health"}})
	s.shutdown()
}
