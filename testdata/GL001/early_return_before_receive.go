package main

import (
	"errors"
	"fmt"
	"strings"
)

type report struct {
	id   int
	rows int
}

func buildReport(id int) report {
	return report{id: id, rows: id * 10}
}

func validateID(id int) error {
	if id <= 0 {
		return errors.New("invalid report id")
	}
	return nil
}

// An invalid id returns before the result is received, so the builder
// blocks on its send forever.
func generateReport(id int) (report, error) {
	results := make(chan report)
	go func() {
		results <- buildReport(id) // want "GL001"
	}()
	if err := validateID(id); err != nil {
		return report{}, err
	}
	return <-results, nil
}

func countWords(text string, out chan int) {
	out <- len(strings.Fields(text)) // want "GL001"
}

// The named worker is abandoned the same way by the unsupported-file return.
func wordCount(name, text string) (int, error) {
	counts := make(chan int)
	go countWords(text, counts)
	if !strings.HasSuffix(name, ".txt") {
		return 0, fmt.Errorf("unsupported file %q", name)
	}
	return <-counts, nil
}

func main() {
	_, _ = generateReport(-1)
	_, _ = wordCount("notes.md", "to do list")
	println("done") // main goes on after the calls above
}
