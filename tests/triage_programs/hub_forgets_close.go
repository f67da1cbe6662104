package main

import (
	"fmt"
	"sync"
)

// A subscription hub keeps each subscriber's channel in a map. unsubscribe deletes the
// entry without closing the channel, so the delivering goroutine ranges over it forever.
type hub struct {
	mu   sync.Mutex
	subs map[string]chan string
}

func (h *hub) subscribe(name string) {
	ch := make(chan string)
	h.mu.Lock()
	h.subs[name] = ch
	h.mu.Unlock()
	go h.deliver(name, ch) // triage: started deliver
}

func (h *hub) deliver(name string, ch chan string) {
	for msg := range ch { // triage: blocked deliver
		fmt.Println(name, "got", msg)
	}
}

func (h *hub) publish(msg string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, ch := range h.subs {
		ch <- msg
	}
}

func (h *hub) unsubscribe(name string) {
	h.mu.Lock()
	delete(h.subs, name)
	h.mu.Unlock()
}

// A poller reports results on one field and stops on another; its owner drops it
// without draining the results or closing quit.
type poller struct {
	results chan int
	quit    chan struct{}
}

func newPoller() *poller {
	return &poller{results: make(chan int), quit: make(chan struct{})}
}

func (p *poller) run() {
	select { // triage: blocked poll
	case p.results <- 42:
	case <-p.quit:
	}
}

func startPolling() *poller {
	p := newPoller()
	go p.run() // triage: started poll
	return p
}

func main() {
	h := &hub{subs: map[string]chan string{}}
	h.subscribe("ann")
	h.subscribe("bob")
	h.publish("hello")
	h.unsubscribe("ann")
	h.unsubscribe("bob")
	_ = startPolling()
}
