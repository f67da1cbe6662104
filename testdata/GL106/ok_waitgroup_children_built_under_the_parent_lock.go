package main

import (
	"fmt"
	"sync"
)

// build holds a node's lock while it waits for goroutines building the node's children;
// each child's build takes that child's own lock, never the parent's. A child shared by two
// parents is built once, under its lock, while the other parent waits for it.
type node struct {
	mu       sync.Mutex
	built    bool
	children []*node
}

func (n *node) build() {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.built {
		return
	}
	n.built = true
	var wg sync.WaitGroup
	for _, child := range n.children {
		wg.Add(1)
		go func(child *node) {
			defer wg.Done()
			child.build()
		}(child)
	}
	wg.Wait()
}

func main() {
	leaf := &node{}
	left := &node{children: []*node{leaf}}
	right := &node{children: []*node{leaf}}
	root := &node{children: []*node{left, right}}
	root.build()
	fmt.Println(leaf.built)
}
