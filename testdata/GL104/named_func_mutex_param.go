package main

import (
	"errors"
	"fmt"
	"strings"
	"sync"
)

var errMultiline = errors.New("log line contains a newline")

// appendLine takes the log's mutex as a parameter and returns the error
// without releasing it.
func appendLine(mu *sync.Mutex, lines *[]string, line string) error {
	mu.Lock() // want "GL104"
	if strings.Contains(line, "\n") {
		return errMultiline
	}
	*lines = append(*lines, line)
	mu.Unlock()
	return nil
}

// The rejected entry leaves the mutex locked; the goroutine writing the
// closing line blocks forever.
func writeAudit(entry string) {
	var mu sync.Mutex
	var lines []string
	if err := appendLine(&mu, &lines, entry); err != nil {
		fmt.Println("audit:", err)
	}
	go appendLine(&mu, &lines, "audit closed")
}

func main() {
	writeAudit("sudo\nrm -rf /")
}
