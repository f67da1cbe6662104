package main

// An unknown rule id is a mistake worth reporting.
func unknownRule() {
	done := make(chan struct{}, 1)
	// want +1 "GL901"
	//goleaklint:ignore GL0999 the id has a typo
	go func() { done <- struct{}{} }()
}

func main() {
	unknownRule()
}
