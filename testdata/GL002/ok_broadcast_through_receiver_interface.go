package main

import "fmt"

// The broadcaster sends to every registered receiver, and closes their channels when it
// stops, through the receiver interface: sendChan returns each receiver's own channel
// field, so the receive in States has a sender and a closer.
type receiver interface {
	sendChan() chan<- string
}

type stateReceiver struct{ msgs chan string }

func (r stateReceiver) sendChan() chan<- string { return r.msgs }

type rawReceiver struct{ msgs chan string }

func (r rawReceiver) sendChan() chan<- string { return r.msgs }

type broadcaster struct {
	register chan receiver
	msgs     chan string
	done     chan struct{}
}

func newBroadcaster() broadcaster {
	b := broadcaster{
		register: make(chan receiver),
		msgs:     make(chan string),
		done:     make(chan struct{}),
	}
	receivers := make([]receiver, 0, 1)
	go func() {
		defer func() {
			close(b.done)
			for _, r := range receivers {
				close(r.sendChan())
			}
		}()
		for {
			select {
			case r := <-b.register:
				receivers = append(receivers, r)
			case msg, ok := <-b.msgs:
				if !ok {
					return
				}
				for i := 0; i < len(receivers); i++ {
					receivers[i].sendChan() <- msg
				}
			}
		}
	}()
	return b
}

// join registers a receiver, unless the broadcaster has stopped.
func (b broadcaster) join(r receiver) {
	select {
	case b.register <- r:
	case <-b.done:
		close(r.sendChan())
	}
}

func (b broadcaster) States() <-chan string {
	r := stateReceiver{msgs: make(chan string)}
	b.join(r)
	out := make(chan string)
	go func() {
		for msg := range r.msgs {
			out <- "state " + msg
		}
		close(out)
	}()
	return out
}

func (b broadcaster) Raw() rawReceiver {
	r := rawReceiver{msgs: make(chan string, 1)}
	b.join(r)
	return r
}

func main() {
	b := newBroadcaster()
	states := b.States()
	raw := b.Raw()
	b.msgs <- "up"
	fmt.Println(<-states)
	fmt.Println(<-raw.msgs)
	close(b.msgs)
	for range states {
	}
}
