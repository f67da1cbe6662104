package main

import (
	"fmt"
	"sync"
	"time"
)

// Each node has its own lock: walking down read-locks one node after another, and the
// same spelling, n.mu, names a different mutex each time round.
type node struct {
	mu       sync.RWMutex
	name     string
	children map[string]*node
}

func (root *node) lookup(path []string) string {
	n := root
	n.mu.RLock()
	defer n.mu.RUnlock()
	for _, part := range path {
		next := n.children[part]
		if next == nil {
			return ""
		}
		n = next
		n.mu.RLock() // ok: the child's lock, not the parent's
		defer n.mu.RUnlock()
	}
	return n.name
}

func (root *node) names(parts []*node) []string {
	var found []string
	root.mu.RLock()
	defer root.mu.RUnlock()
	for _, child := range parts {
		child.mu.RLock() // ok: each child's own lock
		found = append(found, child.name)
		child.mu.RUnlock()
	}
	return found
}

// snapshot read-locks every node it is given, holding each until it returns.
func snapshot(nodes []*node) []string {
	var found []string
	for _, each := range nodes {
		each.mu.RLock() // ok: each round locks another node
		defer each.mu.RUnlock()
		found = append(found, each.name)
	}
	return found
}

func (n *node) rename(name string) {
	n.mu.Lock()
	n.name = name
	n.mu.Unlock()
}

func main() {
	leaf := &node{name: "leaf"}
	mid := &node{name: "mid", children: map[string]*node{"leaf": leaf}}
	root := &node{name: "root", children: map[string]*node{"mid": mid}}
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(4)
		go func() { defer wg.Done(); snapshot([]*node{root, mid, leaf}) }()
		go func() { defer wg.Done(); root.lookup([]string{"mid", "leaf"}) }()
		go func() { defer wg.Done(); root.names([]*node{mid, leaf}) }()
		go func() { defer wg.Done(); mid.rename("mid"); root.rename("root") }()
	}
	wg.Wait()
	time.Sleep(10 * time.Millisecond)
	fmt.Println(root.lookup([]string{"mid", "leaf"}))
}
