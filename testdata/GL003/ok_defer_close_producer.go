package main

import "fmt"

// ok: the producer closes with defer, so the range ends on every path.
func evens(limit int) {
	ch := make(chan int)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for v := range ch {
			fmt.Println("even", v)
		}
	}()
	go func() {
		defer close(ch)
		for i := 0; i < limit; i++ {
			if i%2 != 0 {
				continue
			}
			ch <- i
		}
	}()
	<-done
}

// ok: the launching function defers the close, early return included.
func sendUntilEmpty(words []string) error {
	ch := make(chan string)
	done := make(chan struct{})
	defer func() { <-done }()
	defer close(ch)
	go func() {
		defer close(done)
		for w := range ch {
			fmt.Println(w)
		}
	}()
	for _, w := range words {
		if w == "" {
			return fmt.Errorf("empty word")
		}
		ch <- w
	}
	return nil
}

func main() {
	evens(6)
	_ = sendUntilEmpty([]string{"a", "", "c"})
}
