package main

import (
	"sync"
	"time"
)

const (
	normal = iota
	recursive
)

// mutex is a lock for callers that pair lock with unlock themselves. A normal one returns
// from lock holding the embedded mutex, and unlock lets it go on a path that never took
// it: the type hands the mutex from one method to the other. A recursive one locks and
// unlocks the embedded mutex around its count in both methods, and hands wait over.
type mutex struct {
	sync.Mutex
	wait sync.Mutex
	kind int
	id   int
	cnt  int
}

func (m *mutex) lock(id int) {
	switch m.kind {
	case normal:
		m.Lock() // ok: unlock lets go of it
		m.id = id
		return
	default:
		for {
			m.Lock()
			switch m.id {
			case 0:
				m.cnt, m.id = 1, id
				m.wait.Lock() // ok: unlock lets go of it
				m.Unlock()
				return
			case id:
				m.cnt++
				m.Unlock()
				return
			}
			m.Unlock()
			m.wait.Lock()
			m.wait.Unlock()
		}
	}
}

func (m *mutex) unlock() {
	switch m.kind {
	case normal:
		m.id = 0
		m.Unlock()
	default:
		m.Lock()
		m.cnt--
		if m.cnt == 0 {
			m.id = 0
			m.wait.Unlock()
		}
		m.Unlock()
	}
}

func main() {
	m := &mutex{}
	for i := 0; i < 3; i++ {
		go func(id int) {
			m.lock(id)
			time.Sleep(time.Millisecond)
			m.unlock()
		}(i + 1)
	}
	time.Sleep(50 * time.Millisecond)
	r := &mutex{kind: recursive}
	r.lock(1)
	r.lock(1)
	r.unlock()
	r.unlock()
	println("done") // main goes on after the calls above
}
