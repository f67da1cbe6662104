package main

import "strconv"

// ok: the worker sends either its error or its result, never both, and the caller's
// select takes whichever comes.
func parseAsync(text string) (int, error) {
	errc := make(chan error)
	results := make(chan int)
	go func() {
		n, err := strconv.Atoi(text)
		if err != nil {
			errc <- err
			return
		}
		results <- n
	}()
	select {
	case err := <-errc:
		return 0, err
	case n := <-results:
		return n, nil
	}
}

func main() {
	_, _ = parseAsync("42")
	_, _ = parseAsync("forty-two")
}
