package main

import "fmt"

type message struct{ body string }

// The select's only case is on a nil channel.
func listen() {
	var inbox chan message
	go func() {
		select {
		case m := <-inbox: // want "GL005"
			fmt.Println("got", m.body)
		}
	}()
}

// Both cases are on nil channels: the select can never proceed.
func relay() {
	var in chan message
	var out chan message
	go func() {
		select { // want "GL005"
		case m := <-in:
			fmt.Println("relay in", m.body)
		case out <- message{body: "hello"}:
			fmt.Println("relay out")
		}
	}()
}

func main() {
	listen()
	relay()
}
