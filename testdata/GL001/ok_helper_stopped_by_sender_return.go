package main

import "fmt"

// ok: the receiving helper stops on a channel that the sending function
// closes only when it returns, after its last send.
type mailer struct {
	outbox chan string
}

func deliver(outbox <-chan string, done <-chan struct{}) {
	for {
		select {
		case m := <-outbox:
			fmt.Println("delivered", m)
		case <-done:
			return
		}
	}
}

func (m *mailer) sendAll(messages []string) {
	done := make(chan struct{})
	defer close(done)
	go deliver(m.outbox, done)
	for _, message := range messages {
		m.outbox <- message
	}
}

// ok: the helper drains the channel until it is closed; it never stops early.
type logger struct {
	lines chan string
}

func drain(lines <-chan string) {
	for line := range lines {
		fmt.Println(line)
	}
}

func (l *logger) log(line string) {
	l.lines <- line
}

func main() {
	m := &mailer{outbox: make(chan string)}
	m.sendAll([]string{"welcome", "receipt"})
	l := &logger{lines: make(chan string)}
	go drain(l.lines)
	l.log("started")
	l.log("stopped")
	close(l.lines)
}
