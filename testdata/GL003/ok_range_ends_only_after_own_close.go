package main

import "fmt"

func square(n int) int { return n * n }

// ok: the collecting loop runs out only once `results` is closed, and the only close of
// `results` sits next to the close of `jobs`: when the function returns, both are closed
// and the workers' ranges end.
func squares(items []int) []int {
	jobs := make(chan int, len(items))
	results := make(chan int, len(items))
	for w := 0; w < 3; w++ {
		go func() {
			for j := range jobs {
				results <- square(j)
			}
		}()
	}
	for _, it := range items {
		jobs <- it
	}
	var out []int
	for r := range results {
		out = append(out, r)
		if len(out) == len(items) {
			close(results)
			close(jobs)
		}
	}
	return out
}

func main() {
	fmt.Println(len(squares([]int{1, 2, 3, 4})))
	fmt.Println("done") // main goes on after the call above
}
