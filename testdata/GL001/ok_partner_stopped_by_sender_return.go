package main

import "fmt"

// A receiving loop that stops on a channel the sending function closes only when it
// returns (with defer, or after its last send) cannot stop before any of those sends.
type dispatcher struct {
	events chan string
}

func (d *dispatcher) loop(done <-chan struct{}) {
	for {
		select {
		case e := <-d.events:
			fmt.Println("dispatch", e)
		case <-done:
			return
		}
	}
}

// The done channel is handed to the loop by the go statement and closed by defer.
func dispatchAll(events []string) {
	d := &dispatcher{events: make(chan string)}
	done := make(chan struct{})
	defer close(done)
	go d.loop(done)
	for _, e := range events {
		d.events <- e // ok: the loop stops only once dispatchAll has returned
	}
}

type printer struct {
	lines chan string
}

// The loop is a literal capturing the sender's own quit channel, closed after the sends.
func (p *printer) printAll(lines []string) {
	quit := make(chan struct{})
	go func() {
		for {
			select {
			case l := <-p.lines:
				fmt.Println(l)
			case <-quit:
				return
			}
		}
	}()
	for _, l := range lines {
		p.lines <- l // ok: quit is closed only after the last send
	}
	close(quit)
}

func main() {
	dispatchAll([]string{"click", "scroll"})
	p := &printer{lines: make(chan string)}
	p.printAll([]string{"a", "b"})
}
