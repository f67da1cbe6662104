package main

import (
	"fmt"
	"os"
	"time"
)

type monitor struct {
	beats   chan int
	quit    chan struct{}
	timeout time.Duration
}

// A beat that arrives in time leaves its round's timer pending; the loops are nested, so
// one timer serves both, made before the outer one. The timeout is a field: it is read
// before each select, as time.After read it.
func (m *monitor) watch(rounds int) (beats, missed int) {
	for r := 0; r < rounds; r++ {
		for i := 0; i < 3; i++ {
			select {
			case <-m.beats:
				beats++
			case <-m.quit:
				return beats, missed
			case <-time.After(m.timeout): // want "GL303"
				missed++
			}
		}
	}
	return beats, missed
}

// The wait is worked out in the loop from each item: no timer can be made before the loop
// with it, so no fix.
func pollEach(items []int, ready <-chan int) int {
	got := 0
	for _, it := range items {
		wait := time.Duration(it) * time.Millisecond
		select {
		case <-ready:
			got++
		case <-time.After(wait): // want "GL303"
		}
	}
	return got
}

// A select with a default case: the default goes round too, and stops the timer first.
func spin(work <-chan int, limit int) int {
	done := 0
	for done < limit {
		select {
		case w := <-work:
			done += w
		case <-time.After(time.Second): // want "GL303"
			return done
		default:
			done++
		}
	}
	return done
}

// Two loops in one function: each gets a timer of its own.
func twoPhases(first, second <-chan int, wait time.Duration) (a, b int) {
	for a < 2 {
		select {
		case <-first:
			a++
		case <-time.After(wait): // want "GL303"
			return a, b
		}
	}
	for b < 2 {
		select {
		case <-second:
			b++
		case <-time.After(wait): // want "GL303"
			return a, b
		}
	}
	return a, b
}

func main() {
	m := &monitor{beats: make(chan int, 4), quit: make(chan struct{}), timeout: 20 * time.Millisecond}
	for i := 0; i < 4; i++ {
		m.beats <- i
	}
	fmt.Println(m.watch(2))
	ready := make(chan int, 2)
	ready <- 1
	ready <- 2
	fmt.Println(pollEach(numbered(len(os.Args)+2), ready))
	work := make(chan int, 2)
	work <- 3
	fmt.Println(spin(work, 5) >= 5)
	first, second := make(chan int, 2), make(chan int, 1)
	first <- 1
	first <- 2
	second <- 3
	fmt.Println(twoPhases(first, second, 10*time.Millisecond))
}

// numbered gives 1..n: as many items as the caller asks for, a count no code fixes.
func numbered(n int) []int {
	items := make([]int, 0, n)
	for i := 1; i <= n; i++ {
		items = append(items, i)
	}
	return items
}
