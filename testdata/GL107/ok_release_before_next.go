package main

import (
	"sync"
	"time"
)

type manager struct {
	mu       sync.Mutex
	sessions map[string]*session
}

type session struct {
	mu       sync.Mutex
	user     string
	lastSeen time.Time
	mgr      *manager
}

// touch finds the session under the manager's lock and releases it before locking the
// session: the manager is never held while a session is taken.
func (m *manager) touch(id string) {
	m.mu.Lock()
	s, ok := m.sessions[id]
	m.mu.Unlock()
	if !ok {
		return
	}
	time.Sleep(20 * time.Millisecond)
	s.mu.Lock() // ok: manager.mu was released above
	s.lastSeen = time.Now()
	s.mu.Unlock()
}

// expire holds the session and removes it from the manager: session, then manager, the
// only order in the program.
func (s *session) expire(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.user = ""
	time.Sleep(20 * time.Millisecond)
	s.mgr.mu.Lock()
	delete(s.mgr.sessions, id)
	s.mgr.mu.Unlock()
}

func main() {
	m := &manager{sessions: map[string]*session{}}
	s := &session{user: "grace", mgr: m}
	m.sessions["abc"] = s
	go m.touch("abc")
	go s.expire("abc")
	time.Sleep(100 * time.Millisecond)
}
