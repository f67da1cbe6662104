// Not Go-confirmed (kept out of the top-level GL105 folder on purpose): Go
// reports the goroutine blocked at the Lock of the inner walk call, while
// GL105 reports the recursive call site.
package main

import (
	"fmt"
	"sync"
)

type node struct {
	name     string
	children []*node
}

type tree struct {
	mu    sync.Mutex
	root  *node
	count int
}

// walk locks the tree and recurses into the children while holding it.
func (t *tree) walk(n *node) {
	t.mu.Lock() // want "GL105"
	defer t.mu.Unlock()
	t.count++
	for _, c := range n.children {
		t.walk(c)
	}
}

func main() {
	t := &tree{root: &node{name: "/", children: []*node{{name: "/etc"}, {name: "/var"}}}}
	go func() {
		t.walk(t.root)
		fmt.Println("visited", t.count, "nodes")
	}()
}
