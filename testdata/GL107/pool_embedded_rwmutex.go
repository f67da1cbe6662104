package main

import (
	"sync"
	"time"
)

type pool struct {
	sync.RWMutex
	conns []*conn
}

type conn struct {
	mu     sync.Mutex
	id     int
	idle   bool
	broken bool
	pool   *pool
}

// closeIdle write-locks the pool, then each connection, reached as a slice element.
func (p *pool) closeIdle() int {
	p.Lock()
	defer p.Unlock()
	time.Sleep(20 * time.Millisecond)
	closed := 0
	for i := range p.conns {
		p.conns[i].mu.Lock() // want "GL107"
		if p.conns[i].idle {
			p.conns[i].broken = true
			closed++
		}
		p.conns[i].mu.Unlock()
	}
	return closed
}

// markBroken locks the connection, then removes it from the pool: conn, then pool.
func (c *conn) markBroken() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.broken = true
	time.Sleep(20 * time.Millisecond)
	c.pool.remove(c.id)
}

func (p *pool) remove(id int) {
	p.Lock() // want "GL107"
	defer p.Unlock()
	for i, c := range p.conns {
		if c.id == id {
			p.conns = append(p.conns[:i], p.conns[i+1:]...)
			return
		}
	}
}

func main() {
	p := &pool{}
	for i := 0; i < 3; i++ {
		p.conns = append(p.conns, &conn{id: i, idle: i != 1, pool: p})
	}
	go p.closeIdle()
	go p.conns[1].markBroken()
	time.Sleep(100 * time.Millisecond)
}
