package vcpu

import (
	"runtime"
	"sync"
)

type vcpu struct {
	busy bool
}

type machine struct {
	mu    sync.Mutex
	free  []*vcpu
	ready *sync.Cond
}

// Get returns with the OS thread locked: the vCPU it hands out is bound to this thread
// until Put. While it waits for a free vCPU it lets the thread go, so that the scheduler
// does not park a locked thread, and locks it again before it returns.
//
// ok: every path out of Get leaves the thread locked for the caller, and Put, the other
// half of the pair, unlocks it.
func (m *machine) Get() *vcpu {
	runtime.LockOSThread()
	m.mu.Lock()
	defer m.mu.Unlock()
	for len(m.free) == 0 {
		runtime.UnlockOSThread()
		m.ready.Wait()
		runtime.LockOSThread()
	}
	c := m.free[len(m.free)-1]
	m.free = m.free[:len(m.free)-1]
	c.busy = true
	return c
}

// Put gives the vCPU back and unlocks the thread Get locked.
func (m *machine) Put(c *vcpu) {
	m.mu.Lock()
	c.busy = false
	m.free = append(m.free, c)
	m.mu.Unlock()
	m.ready.Signal()
	runtime.UnlockOSThread()
}
