package main

import "fmt"

type registry struct{ names map[string]bool }

func (r *registry) add(name string) {
	if r.names[name] {
		panic("duplicate " + name)
	}
	r.names[name] = true
}

// addPanics reports whether adding a name twice panics. The goroutine sends once: false
// when both adds return, or true from its deferred recover when one panics (which ends
// the body before its own send).
func addPanics(r *registry, name string) bool {
	panicked := make(chan bool)
	go func() {
		defer func() {
			if recover() != nil {
				panicked <- true
			}
		}()
		r.add(name)
		r.add(name)
		panicked <- false
	}()
	return <-panicked
}

// addReports sends its first result before the add that panics: the recovered panic
// sends a second value, and nobody receives it.
func addReports(r *registry, name string) bool {
	results := make(chan bool)
	go func() {
		defer func() {
			if recover() != nil {
				results <- true // want "GL001"
			}
		}()
		r.add(name)
		results <- false
		r.add(name)
	}()
	return <-results
}

// checkPanics sends what recover returns, panic or not: one value, always received.
func checkPanics(r *registry, name string) any {
	seen := make(chan any)
	go func() {
		defer func() { seen <- recover() }()
		r.add(name)
		r.add(name)
	}()
	return <-seen
}

func main() {
	fmt.Println(addPanics(&registry{names: map[string]bool{}}, "a"))
	fmt.Println(addReports(&registry{names: map[string]bool{}}, "b"))
	fmt.Println(checkPanics(&registry{names: map[string]bool{}}, "c"))
}
