package main

import "fmt"

type request struct{ path string }

type router struct {
	requests chan request
	stop     chan struct{}
}

func (r *router) loop() {
	for {
		select { // want "GL005"
		case req := <-r.requests:
			fmt.Println("route", req.path)
		case <-r.stop:
			return
		}
	}
}

// Neither field of router is ever made: every case of the select is nil.
func startRouter() {
	r := &router{}
	go r.loop()
}

func main() {
	startRouter()
}
