package main

import (
	"fmt"
	"sync"
)

// build holds the node's own lock while it waits for its children, each built by a
// goroutine running buildChild, which locks the child's lock: another object.
type node struct {
	mu       sync.Mutex
	name     string
	children []*node
	built    bool
}

func (n *node) buildChild(wg *sync.WaitGroup) {
	defer wg.Done()
	n.mu.Lock()
	n.built = true
	n.mu.Unlock()
}

func (n *node) build() {
	n.mu.Lock()
	defer n.mu.Unlock()
	var wg sync.WaitGroup
	for _, c := range n.children {
		wg.Add(1)
		go c.buildChild(&wg)
	}
	wg.Wait()
	n.built = true
}

func main() {
	root := &node{name: "root", children: []*node{{name: "a"}, {name: "b"}}}
	root.build()
	fmt.Println(root.built, root.children[0].built)
}
