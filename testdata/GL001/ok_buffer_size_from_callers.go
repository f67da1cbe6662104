package main

import "fmt"

// ok: the callers give the answers room for every goroutine the loop starts
// (the same parameter bounds both).
func fastestOf(mirrors []string, count int) string {
	answers := make(chan string, count)
	for i := 0; i < count; i++ {
		go func() {
			answers <- mirrors[i]
		}()
	}
	return <-answers
}

// ok: the notes channel is never read, but every caller makes it big enough
// for the one note that is sent.
type journal struct {
	notes chan string
}

func newJournal(size int) *journal {
	j := &journal{notes: make(chan string, size)}
	go j.note("opened")
	return j
}

func (j *journal) note(text string) {
	j.notes <- text
}

// ok: the size is not a constant at the call, so the buffer is not known.
type ledger struct {
	lines chan string
}

func newLedger(size int) *ledger {
	l := &ledger{lines: make(chan string, size)}
	go l.write("opened")
	return l
}

func (l *ledger) write(text string) {
	l.lines <- text
}

func main() {
	mirrors := []string{"eu", "us", "ap"}
	fmt.Println(fastestOf(mirrors, 3))
	fmt.Println(fastestOf(mirrors, 2))
	newJournal(1)
	newLedger(len(mirrors))
}
