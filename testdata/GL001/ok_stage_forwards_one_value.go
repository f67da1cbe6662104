package main

import "errors"

type result struct {
	value int
	err   error
}

// lookup's producer sends exactly one result on every path and closes `found`, so the
// stage ranging over it forwards exactly one: the single receive takes it.
func lookup(key string) (int, error) {
	found := make(chan result)
	go func() {
		defer close(found)
		if key == "" {
			found <- result{err: errors.New("empty key")}
			return
		}
		found <- result{value: len(key)}
	}()
	answers := make(chan result)
	go func() {
		defer close(answers)
		for r := range found {
			answers <- r // ok: one value comes in, one goes out
		}
	}()
	r := <-answers
	return r.value, r.err
}

func main() {
	_, _ = lookup("")
	_, _ = lookup("key")
	println("done") // main goes on after the calls above
}
