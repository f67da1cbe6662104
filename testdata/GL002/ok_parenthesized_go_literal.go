package main

// ok: the goroutine is a parenthesized function literal, started as `go (func() {...})()`:
// it sends the result the function waits for.
func copied(read func() (int, error)) error {
	done := make(chan error)
	go (func() {
		_, err := read()
		done <- err
	})()
	return <-done
}

func main() {
	_ = copied(func() (int, error) { return 1, nil })
}
