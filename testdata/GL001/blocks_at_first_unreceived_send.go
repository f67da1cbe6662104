package main

import "errors"

var errEmpty = errors.New("empty input")

func parse(s string) (int, error) {
	if s == "" {
		return 0, errEmpty
	}
	return len(s), nil
}

// The worker hands back its value and then its error, in that order. The caller leaves on
// a bad header before receiving either: the worker blocks at the first send and never gets
// to the second, so only the first is where it leaks.
func decode(header, body string) (int, error) {
	values := make(chan int)
	errs := make(chan error)
	go func() {
		n, err := parse(body)
		values <- n // want "GL001"
		errs <- err
	}()
	if header == "" {
		return 0, errEmpty
	}
	return <-values, <-errs
}

func lookup(key string) (string, error) {
	if key == "" {
		return "", errEmpty
	}
	return key + "!", nil
}

// Here the two sends sit on different branches: neither comes before the other on every
// path, so the worker can block at either, depending on what the lookup gave.
func fetch(key string, cached bool) (string, error) {
	values := make(chan string)
	errs := make(chan error)
	go func() {
		v, err := lookup(key)
		if err != nil {
			errs <- err // want "GL001"
			return
		}
		values <- v // want "GL001"
	}()
	if cached {
		return "", nil
	}
	select {
	case v := <-values:
		return v, nil
	case err := <-errs:
		return "", err
	}
}

func main() {
	_, _ = decode("", "payload")
	_, _ = fetch("", true)
	_, _ = fetch("key", true)
	println("done") // main goes on after the calls above
}
