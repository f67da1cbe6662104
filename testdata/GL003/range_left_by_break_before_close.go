package main

import "fmt"

func cube(n int) int { return n * n * n }

// The collecting loop stops at the first negative result without closing anything: the
// workers still range over `jobs`, which nobody closes.
func cubesUntilNegative(items []int) []int {
	jobs := make(chan int, len(items))
	results := make(chan int, len(items))
	for w := 0; w < 2; w++ {
		go func() {
			for j := range jobs { // want "GL003"
				results <- cube(j)
			}
		}()
	}
	for _, it := range items {
		jobs <- it
	}
	var out []int
	for r := range results {
		if r < 0 {
			break
		}
		out = append(out, r)
		if len(out) == len(items) {
			close(results)
			close(jobs)
		}
	}
	return out
}

func main() {
	fmt.Println(len(cubesUntilNegative([]int{-1, 2})))
	fmt.Println("done") // main goes on after the call above
}
