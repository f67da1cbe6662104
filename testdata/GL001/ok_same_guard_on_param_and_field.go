package main

import "fmt"

type config struct {
	reports bool
	name    string
}

func deliver(items []string, done chan<- int) {
	done <- len(items)
}

// ok: the reporter is started and its count received under the same parameter, which the
// function never changes: when one runs, so does the other.
func produce(items []string, reports bool) int {
	done := make(chan int)
	if reports {
		go deliver(items, done) // the send in deliver is received below
	}
	fmt.Println("produced", len(items))
	if reports {
		return <-done
	}
	return len(items)
}

// ok: the same with a field of a parameter the function never sets.
func produceWith(items []string, cfg config) int {
	done := make(chan int)
	if cfg.reports {
		go deliver(items, done)
	}
	fmt.Println("produced", len(items), "for", cfg.name)
	if cfg.reports {
		return <-done
	}
	return len(items)
}

func main() {
	fmt.Println(produce([]string{"a", "b"}, true), produce(nil, false))
	fmt.Println(produceWith([]string{"a"}, config{reports: true}), produceWith(nil, config{}))
}
