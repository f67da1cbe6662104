package main

import "fmt"

// new and make are predeclared identifiers, not keywords: code may declare its
// own. tree-sitter-go's grammar reads them as keywords that take a type first.

type node struct{ next *node }

func chain() *node {
	var make func(int) *node
	make = func(n int) *node {
		if n == 0 {
			return nil
		}
		return &node{make(n - 1)}
	}
	return make(3)
}

func counter() int {
	new := func(start int) *int { return &start }
	p := new(1 + 1)
	return *p
}

// ok: the real make still makes a buffered channel here.
func buffered() int {
	ch := make(chan int, 1)
	go func() { ch <- counter() }()
	return <-ch
}

func main() {
	n := 0
	for c := chain(); c != nil; c = c.next {
		n++
	}
	fmt.Println(n, counter(), buffered())
}
