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

// add builds a node through its constructor and registers it. It holds the new node's lock
// while it takes the registry's, but nobody else can reach the node before it is
// registered: the constructor makes it and hands it to no one but its caller.
func (r *registry) add(name string) *node {
	n, err := newNode(name)
	if err != nil {
		return nil
	}
	n.mu.Lock()
	n.label = n.name + "!"
	r.mu.Lock() // ok: the node is still this function's alone
	r.nodes = append(r.nodes, n)
	r.mu.Unlock()
	n.mu.Unlock()
	return n
}

// newNode makes a node and sets it up; nobody else sees it before it is returned.
func newNode(name string) (*node, error) {
	if name == "" {
		return nil, fmt.Errorf("no name")
	}
	n := &node{name: name}
	n.label = name
	return n, nil
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
