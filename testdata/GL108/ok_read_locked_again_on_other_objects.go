package main

import (
	"errors"
	"fmt"
	"sync"
)

// failure read-locks itself, then asks its cause, another failure, the same question.
type failure struct {
	mu        sync.RWMutex
	retryable bool
	cause     error
}

func (f *failure) Error() string { return "failure" }

func (f *failure) mark() {
	f.mu.Lock()
	f.retryable = true
	f.mu.Unlock()
}

func retryable(err error) bool {
	f, ok := err.(*failure)
	if !ok {
		return false
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	if f.retryable {
		return true
	}
	return retryable(f.cause) // ok: the cause is another failure than f
}

// node read-locks itself and asks each child to describe itself; describe reads the
// child's name through a method on its own receiver: the child's lock, not the node's.
type node struct {
	mu       sync.RWMutex
	label    string
	children []*node
}

func (n *node) name() string {
	n.mu.RLock()
	defer n.mu.RUnlock()
	return n.label
}

func (n *node) describe() string {
	return "node " + n.name()
}

func (n *node) relabel(label string) {
	n.mu.Lock()
	n.label = label
	n.mu.Unlock()
}

func (n *node) list() []string {
	n.mu.RLock()
	defer n.mu.RUnlock()
	var out []string
	for _, child := range n.children {
		out = append(out, child.describe()) // ok: each child read-locks its own mutex
	}
	return out
}

func main() {
	inner := &failure{}
	outer := &failure{cause: inner}
	stop := make(chan struct{})
	go func() {
		for i := 0; i < 100; i++ {
			inner.mark()
		}
		close(stop)
	}()
	for i := 0; i < 100; i++ {
		_ = retryable(outer) || retryable(errors.New("plain"))
	}
	<-stop

	root := &node{label: "root", children: []*node{{label: "a"}, {label: "b"}}}
	done := make(chan struct{})
	go func() {
		for i := 0; i < 100; i++ {
			root.relabel(fmt.Sprint("root", i))
			root.children[0].relabel(fmt.Sprint("a", i))
		}
		close(done)
	}()
	for i := 0; i < 100; i++ {
		fmt.Println(len(root.list()))
	}
	<-done
}
