package main

import (
	"fmt"
	"os"
	"strings"
)

type app struct {
	previews chan string
	quit     chan bool
	shown    []string
}

func (a *app) preview(path string) {
	a.previews <- strings.ToUpper(path) // ok: the loop receives until the program ends
}

// loop receives previews until asked to quit. Only run calls it, and only main calls run:
// when loop returns, run tidies up and returns to main, which ends the process, so the
// previews still being sent end with it.
func (a *app) loop() {
	for {
		select {
		case p := <-a.previews:
			a.shown = append(a.shown, p)
		case <-a.quit:
			return
		}
	}
}

func run(paths []string) {
	a := &app{previews: make(chan string), quit: make(chan bool)}
	for _, p := range paths {
		go a.preview(p)
	}
	go func() { a.quit <- true }()
	a.loop()
	fmt.Println("shown", len(a.shown))
}

// A test harness cannot watch a process end, so the program runs only when asked to.
func main() {
	if os.Getenv("RUN_APP") == "" {
		return
	}
	run(os.Args[1:])
	fmt.Println("bye")
}
