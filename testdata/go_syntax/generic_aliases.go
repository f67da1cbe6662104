package main

import "fmt"

// Go 1.24: type aliases may have type parameters. Go 1.26: a generic type may
// refer to itself in its own type parameter list.

type Set[T comparable] = map[T]struct{}

type (
	Pair[K comparable, V any] = struct {
		Key K
		Val V
	}
	Results[T any] = chan T
	Name           = string
)

type Adder[A Adder[A]] interface {
	Add(A) A
}

type Money int

func (m Money) Add(o Money) Money { return m + o }

func total[A Adder[A]](xs ...A) A {
	var sum A
	for _, x := range xs {
		sum = sum.Add(x)
	}
	return sum
}

// ok: the alias of a channel type is buffered by make like any channel.
func produce() Results[Name] {
	out := make(Results[Name], 1)
	go func() { out <- "done" }()
	return out
}

func main() {
	seen := Set[string]{"a": {}}
	p := Pair[string, int]{Key: "k", Val: 1}
	fmt.Println(len(seen), p.Key, p.Val, total[Money](1, 2, 3), <-produce())
}
