package main

// ok: the channel is returned; the caller drains it until close.
func generate(n int) <-chan int {
	out := make(chan int)
	go func() {
		defer close(out)
		for i := 0; i < n; i++ {
			out <- i * i
		}
	}()
	return out
}

func sumSquares(n int) int {
	total := 0
	for v := range generate(n) {
		total += v
	}
	return total
}

// ok: the channel goes to a consumer supplied by the caller, which drains it.
func streamLines(lines []string, consume func(<-chan string)) {
	ch := make(chan string)
	go func() {
		defer close(ch)
		for _, l := range lines {
			ch <- l
		}
	}()
	consume(ch)
}

func main() {
	_ = sumSquares(5)
	streamLines([]string{"a", "b", "c"}, func(in <-chan string) {
		for range in {
		}
	})
}
