package main

import "fmt"

type server struct {
	name string
	quit chan struct{}
}

func (s *server) waitForShutdown() {
	<-s.quit // want "GL005"
	fmt.Println(s.name, "shutting down")
}

// The quit field of server is never assigned anywhere.
func startServer() {
	s := &server{name: "api"}
	go s.waitForShutdown()
}

func main() {
	startServer()
}
