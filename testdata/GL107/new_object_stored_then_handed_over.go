package main

import (
	"sync"
	"time"
)

// A list has a lock of its own; a menu rebuilds its list under the menu's lock.
type list struct {
	sync.Mutex
	hover bool
}

func newList() *list {
	return &list{}
}

func (l *list) setHover(on bool) {
	l.Lock() // want "GL107"
	defer l.Unlock()
	l.hover = on
}

type menu struct {
	mu    sync.Mutex
	list  *list
	ready chan struct{}
}

// rebuild stores a new list and then tells a watcher, which reads the list from then
// on, before it sets the list up. The send orders the watcher's read after the store:
// the watcher may hold the new list's lock, waiting for the menu's, while rebuild, still
// holding the menu's lock, waits for the list's.
func (m *menu) rebuild() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.list = newList()
	m.ready <- struct{}{}
	time.Sleep(10 * time.Millisecond)
	m.list.setHover(true)
}

// watch takes the new list's lock, then the menu's: list, then menu.
func (m *menu) watch() {
	<-m.ready
	l := m.list
	l.Lock()
	defer l.Unlock()
	m.mu.Lock() // want "GL107"
	m.mu.Unlock()
}

func main() {
	m := &menu{ready: make(chan struct{})}
	go m.watch()
	go m.rebuild()
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
