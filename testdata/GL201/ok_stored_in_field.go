package main

import (
	"context"
	"fmt"
)

type poller struct {
	ctx    context.Context
	cancel context.CancelFunc
}

// ok: the cancel function is stored in a field; Close calls it.
func newPoller(parent context.Context) *poller {
	ctx, cancel := context.WithCancel(parent)
	p := &poller{ctx: ctx}
	p.cancel = cancel
	return p
}

func (p *poller) Close() { p.cancel() }

type session struct {
	ctx  context.Context
	stop context.CancelCauseFunc
}

// ok: assigned straight into the field.
func (s *session) open(parent context.Context) {
	s.ctx, s.stop = context.WithCancelCause(parent)
}

func (s *session) close() { s.stop(fmt.Errorf("session closed")) }

func main() {
	p := newPoller(context.Background())
	p.Close()
	fmt.Println(p.ctx.Err())

	var s session
	s.open(context.Background())
	s.close()
	fmt.Println(context.Cause(s.ctx))
}
