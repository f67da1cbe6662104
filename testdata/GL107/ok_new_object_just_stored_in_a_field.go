package main

import (
	"sync"
	"time"
)

// A list has a lock of its own; a menu keeps a list of its items, made when first asked.
type list struct {
	sync.RWMutex
	items []string
	hover bool
}

func newList() *list {
	return &list{}
}

func (l *list) setHover(on bool) {
	l.Lock() // ok: taken under the menu's lock only on a list just made
	defer l.Unlock()
	l.hover = on
}

func (l *list) add(item string) {
	l.Lock()
	defer l.Unlock()
	l.items = append(l.items, item)
}

type menu struct {
	mu   sync.Mutex
	list *list
}

// initList makes the menu's list when it has none, and sets it up. Its callers hold the
// menu's lock, so it takes the list's lock while holding the menu's; but the list is the
// one it has just stored, and nothing of this goroutine has let another see it yet.
func (m *menu) initList() {
	if m.list != nil {
		return
	}
	m.list = newList()
	m.list.setHover(true)
	m.list.add("first")
}

func (m *menu) entries() *list {
	m.mu.Lock() // ok: the list lock the other order holds is never the new one
	defer m.mu.Unlock()
	m.initList()
	return m.list
}

// draw holds its list's lock and asks the menu for its entries: list, then menu.
func (l *list) draw(m *menu) {
	l.RLock()
	defer l.RUnlock()
	time.Sleep(time.Millisecond)
	_ = m.entries()
}

func main() {
	parent := newList()
	m := &menu{}
	for i := 0; i < 4; i++ {
		go func() {
			for j := 0; j < 50; j++ {
				parent.draw(m)
				m.entries()
			}
		}()
	}
	time.Sleep(200 * time.Millisecond)
	println("done") // main goes on after the calls above
}
