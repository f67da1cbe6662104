package main

// ok: no value of `shutdown` is ever made: the package only declares it, gives it a method
// and names it in a type switch. The send on its never-assigned field cannot run.

type message interface{ isMessage() }

type shutdown struct{ done chan int }

func (shutdown) isMessage() {}

type ping struct{}

func (ping) isMessage() {}

func serve(in chan message) {
	for m := range in {
		switch m := m.(type) {
		case shutdown:
			m.done <- 1
			return
		case ping:
		}
	}
}

func main() {
	in := make(chan message)
	go serve(in)
	in <- ping{}
	close(in)
}
