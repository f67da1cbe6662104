package main

import "fmt"

type command struct {
	op  string
	arg int
}

// `break` inside the switch leaves the switch only; "exit" does not stop
// the interpreter loop.
func interpret(cmds []command) {
	in := make(chan command)
	go func() {
		acc := 0
		for {
			c := <-in // want "GL004"
			switch c.op {
			case "add":
				acc += c.arg
			case "exit":
				fmt.Println("result", acc)
				break
			}
		}
	}()
	for _, c := range cmds {
		in <- c
	}
	in <- command{op: "exit"}
}

func main() {
	interpret([]command{{"add", 2}, {"add", 5}})
	println("done") // main goes on after the calls above
}
