package main

import (
	"fmt"
	"sync"
)

type common struct {
	sync.RWMutex
	running bool
}

type firewall struct {
	sync.Mutex // Lock and Unlock on a firewall are this mutex's
	common     // RLock and RUnlock come from here: the Mutex has none
	rules      []string
}

func (f *firewall) addRule(rule string) {
	f.Lock()
	defer f.Unlock()
	f.rules = append(f.rules, rule)
}

// ok: RLock takes common's RWMutex and addRule's Lock the firewall's own Mutex: two
// mutexes, so holding the read lock while adding a rule blocks nothing.
func (f *firewall) restoreIfRunning() {
	f.RLock()
	defer f.RUnlock()
	if f.running {
		f.addRule("restored")
	}
}

func main() {
	f := &firewall{common: common{running: true}}
	done := make(chan bool)
	go func() {
		f.restoreIfRunning()
		done <- true
	}()
	<-done
	fmt.Println(len(f.rules))
}
