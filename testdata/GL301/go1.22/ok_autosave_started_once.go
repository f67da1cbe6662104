package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

var saves atomic.Int32

type app struct{ stop chan bool }

// ok: autosave's ticker is never stopped, and before Go 1.23 it stays in the runtime
// after autosave returns; but start runs once per process (main calls it once), so at
// most one ticker is ever left behind: nothing grows.
func (a *app) autosave() {
	ticker := time.NewTicker(time.Millisecond)
	for {
		select {
		case <-ticker.C:
			saves.Add(1)
		case <-a.stop:
			return
		}
	}
}

func (a *app) start() {
	go a.autosave()
	time.Sleep(3 * time.Millisecond)
	a.stop <- true
}

func main() {
	a := &app{stop: make(chan bool)}
	a.start()
	fmt.Println(saves.Load() >= 0)
}
