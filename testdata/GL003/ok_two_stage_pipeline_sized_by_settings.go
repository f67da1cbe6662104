package main

import "fmt"

type stages struct {
	builders int
	testers  int
}

func build(n int) int { return n + 1 }
func check(n int) int { return n * 2 }

// ok: how many workers each stage gets is not known (the counters decide no branch a
// path can know), but the collecting loop runs out only once `done` is closed, and
// `todo` and `built` are closed with it.
func runStages(s stages, items []int) []int {
	todo := make(chan int, len(items))
	built := make(chan int, len(items))
	done := make(chan int, len(items))
	for b := 0; b < s.builders; b++ {
		go func() {
			for it := range todo {
				built <- build(it)
			}
		}()
	}
	for t := 0; t < s.testers; t++ {
		go func() {
			for it := range built {
				done <- check(it)
			}
		}()
	}
	for _, it := range items {
		todo <- it
	}
	var out []int
	for r := range done {
		out = append(out, r)
		if len(out) == len(items) {
			close(done)
			close(todo)
			close(built)
		}
	}
	return out
}

func main() {
	fmt.Println(runStages(stages{builders: 2, testers: 3}, []int{1, 2, 3}))
	fmt.Println("done") // main goes on after the call above
}
