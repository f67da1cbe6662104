package main

import (
	"fmt"
	"sync"
)

type node struct {
	sync.RWMutex
	name     string
	children []*node
}

// names read-locks the node, then asks each child, which read-locks its own mutex: a
// writer queued on one node never stands between two read locks of that node.
func (n *node) names() []string {
	n.RLock()
	defer n.RUnlock()
	out := []string{n.name}
	for _, child := range n.children {
		out = append(out, child.names()...)
	}
	return out
}

// walk does the same through a function: the child is its parameter, not the node held.
func walk(n *node, visit func(string)) {
	n.RLock()
	defer n.RUnlock()
	visit(n.name)
	for _, child := range n.children {
		walk(child, visit)
	}
}

func (n *node) rename(name string) {
	n.Lock()
	n.name = name
	n.Unlock()
}

func main() {
	root := &node{name: "root", children: []*node{{name: "a"}, {name: "b"}}}
	done := make(chan struct{})
	go func() {
		for i := 0; i < 200; i++ {
			root.rename(fmt.Sprint("root", i))
			root.children[0].rename(fmt.Sprint("a", i))
		}
		close(done)
	}()
	count := 0
	for i := 0; i < 200; i++ {
		count += len(root.names())
		walk(root, func(string) { count++ })
	}
	<-done
	fmt.Println(count)
}
