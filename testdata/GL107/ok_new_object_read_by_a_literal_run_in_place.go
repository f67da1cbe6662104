package main

import (
	"fmt"
	"sync"
	"time"
)

type registry struct {
	mu    sync.Mutex
	nodes []*node
}

type node struct {
	mu    sync.Mutex
	name  string
	label string
}

// add builds a node and registers it. It holds the new node's lock while it takes the
// registry's, but nobody else can reach the node before it is registered: the literal that
// reads its name runs right here, on this goroutine, and hands the node to no one.
func (r *registry) add(name string) *node {
	n := &node{name: name}
	describe := func(suffix string) string { return n.name + suffix }
	n.mu.Lock()
	n.label = describe("!")
	r.mu.Lock() // ok: the node is still this function's alone
	r.nodes = append(r.nodes, n)
	r.mu.Unlock()
	n.mu.Unlock()
	return n
}

// relabel takes the registry's lock, then each node's: the other order.
func (r *registry) relabel() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, n := range r.nodes {
		n.mu.Lock()
		n.label = n.name + "?"
		n.mu.Unlock()
	}
}

func main() {
	r := &registry{}
	for i := 0; i < 4; i++ {
		go func() {
			for j := 0; j < 100; j++ {
				r.add(fmt.Sprint(i, j))
				r.relabel()
			}
		}()
	}
	time.Sleep(200 * time.Millisecond)
	println("done") // main goes on after the calls above
}
