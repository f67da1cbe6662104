package main

import (
	"sync"
	"time"
)

// A widget points at itself, and at a menu that points back at it: the pointers stay
// inside the new widget, so making them hands the widget to no one.
type widget struct {
	mu    sync.Mutex
	focus *widget
	menu  *menu
	hover bool
}

type menu struct {
	parent *widget
}

func newMenu(parent *widget) *menu {
	return &menu{parent: parent}
}

func newWidget() *widget {
	w := &widget{}
	w.focus = w
	w.menu = newMenu(w)
	return w
}

func (w *widget) setHover(on bool) {
	w.mu.Lock() // ok: under the screen's lock only on a widget just made
	defer w.mu.Unlock()
	w.hover = on
}

type screen struct {
	mu      sync.Mutex
	widgets []*widget
}

// add holds the screen's lock and sets a new widget up: screen, then widget.
func (s *screen) add() *widget {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := newWidget()
	w.setHover(true)
	s.widgets = append(s.widgets, w)
	return w
}

// draw holds a widget's lock and asks the screen: widget, then screen.
func (w *widget) draw(s *screen) {
	w.mu.Lock()
	defer w.mu.Unlock()
	s.mu.Lock() // ok: add never waits for a published widget while it holds the screen
	_ = len(s.widgets)
	s.mu.Unlock()
}

func main() {
	s := &screen{}
	for i := 0; i < 4; i++ {
		go func() {
			for j := 0; j < 100; j++ {
				w := s.add()
				w.draw(s)
			}
		}()
	}
	time.Sleep(200 * time.Millisecond)
	println("done") // main goes on after the calls above
}
