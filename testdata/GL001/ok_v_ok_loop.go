package main

func emitEvents(names []string, out chan<- string) {
	defer close(out)
	for _, n := range names {
		out <- "event:" + n
	}
}

// ok: the loop reads until the producer closes; skipping values is fine,
// every one is still received.
func countErrors(names []string) int {
	events := make(chan string)
	go emitEvents(names, events)
	errs := 0
	for {
		e, ok := <-events
		if !ok {
			break
		}
		if e == "event:error" {
			errs++
		}
	}
	return errs
}

func main() {
	_ = countErrors([]string{"start", "error", "retry", "error", "stop"})
}
