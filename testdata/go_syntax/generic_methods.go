package main

import (
	"fmt"
	"strconv"
)

// Go 1.27: methods may declare type parameters of their own, on plain and
// generic receivers, by value and by pointer.

type intType interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64
}

type Rand struct{ seed int }

func (r *Rand) N[Int intType](n Int) Int {
	r.seed = (r.seed*1103515245 + 12345) % 2147483648
	return Int(r.seed) % n
}

type List[E any] struct{ items []E }

func (l *List[E]) Push(e E) { l.items = append(l.items, e) }

// Map's own type parameter F comes on top of the receiver's E.
func (l List[E]) Map[F any](f func(E) F) List[F] {
	var out List[F]
	for _, e := range l.items {
		out.Push(f(e))
	}
	return out
}

func (l List[E]) Fold[
	A any, // the accumulator
	S ~[]E,
](init A, step func(A, E) A, _ S) A {
	acc := init
	for _, e := range l.items {
		acc = step(acc, e)
	}
	return acc
}

type Table struct{ rows map[string]int }

func (t Table) Keyed[K comparable, V interface{ ~int | ~string }](k K, v V) map[K]V {
	return map[K]V{k: v}
}

// The worker sends its result while Collect returns early on a negative
// limit: a leak inside a generic method.
func (l *List[E]) Collect[R any](limit int, convert func(E) R) []R {
	results := make(chan []R)
	go func() {
		var out []R
		for _, e := range l.items {
			out = append(out, convert(e))
		}
		results <- out // want "GL001"
	}()
	if limit < 0 {
		return nil
	}
	return <-results
}

// ok: the generic method receives what its worker sends on every path.
func (l *List[E]) Count[R any](convert func(E) R) int {
	done := make(chan int)
	go func() {
		n := 0
		for _, e := range l.items {
			_ = convert(e)
			n++
		}
		done <- n
	}()
	return <-done
}

func main() {
	r := &Rand{seed: 7}
	fmt.Println(r.N(10), r.N[int64](100))
	draw := r.N[int8]
	fmt.Println(draw(5))
	var l List[int]
	l.Push(1)
	l.Push(2)
	strs := l.Map(strconv.Itoa)
	fmt.Println(strs.items, l.Map[float64](func(i int) float64 { return float64(i) / 2 }).items)
	fmt.Println(l.Fold(0, func(a, e int) int { return a + e }, []int(nil)))
	fmt.Println(Table{}.Keyed("a", 1), l.Count(strconv.Itoa))
	fmt.Println(l.Collect(-1, strconv.Itoa), l.Collect[string](1, strconv.Itoa))
}
