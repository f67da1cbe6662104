package main

type result struct {
	value int
}

// lookup's producer sends a second result for some keys, so the stage ranging over
// `found` forwards two: the single receive takes the first, and the stage blocks on the
// second for good.
func lookup(key string) int {
	found := make(chan result)
	go func() {
		defer close(found)
		found <- result{value: len(key)}
		if key == "both" {
			found <- result{value: -1}
		}
	}()
	answers := make(chan result)
	go func() {
		defer close(answers)
		for r := range found {
			answers <- r // want "GL001"
		}
	}()
	r := <-answers
	return r.value
}

func main() {
	_ = lookup("both")
	println("done") // main goes on after the calls above
}
