package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
)

// Go 1.22 ranges over integers, Go 1.23 over functions (iterators).

func countdown(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := n; i > 0; i-- {
			if !yield(i) {
				return
			}
		}
	}
}

func pairs[K comparable, V any](m map[K]V) iter.Seq2[K, V] {
	return func(yield func(K, V) bool) {
		for k, v := range m {
			if !yield(k, v) {
				return
			}
		}
	}
}

// ok: every worker started in the range-over-int loop is received from.
func squares(n int) []int {
	results := make(chan int)
	for i := range n {
		go func() { results <- i * i }()
	}
	out := make([]int, 0, n)
	for range n {
		out = append(out, <-results)
	}
	slices.Sort(out)
	return out
}

func main() {
	for i := range 3 {
		fmt.Print(i, " ")
	}
	for range 2 {
		fmt.Print("tick ")
	}
	var n uint8 = 2
	for i := range n {
		fmt.Print(i, " ")
	}
	for v := range countdown(3) {
		fmt.Print(v, " ")
	}
	for range countdown(1) {
		fmt.Print("once ")
	}
	for k, v := range pairs(map[string]int{"a": 1}) {
		fmt.Print(k, v, " ")
	}
	for i, s := range slices.All([]string{"x", "y"}) {
		fmt.Print(i, s, " ")
	}
	for k := range maps.Keys(map[int]bool{7: true}) {
		fmt.Print(k, " ")
	}
	fmt.Println(squares(4))
}
