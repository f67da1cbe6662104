package main

import (
	"fmt"
	"sync"
)

type request struct {
	path string
}

type server struct {
	wg       sync.WaitGroup
	handlers int
}

// handle counts itself in flight only after it has been scheduled, so
// shutdown can return while requests are still starting.
func (s *server) handle(r request) {
	s.wg.Add(1) // want "GL102"
	defer s.wg.Done()
	fmt.Println("served", r.path)
}

func (s *server) serve(reqs []request) {
	for _, r := range reqs {
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
