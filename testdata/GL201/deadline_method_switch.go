package main

import (
	"context"
	"fmt"
	"time"
)

type mailer struct {
	host     string
	deadline time.Duration
}

func (m *mailer) deliver(ctx context.Context, to string) error {
	return ctx.Err()
}

// The switch cancels in two of its cases, but the "bounce" case returns
// early and skips the cancel.
func (m *mailer) send(parent context.Context, to, kind string) error {
	ctx, cancel := context.WithDeadline(parent, time.Now().Add(m.deadline)) // want "GL201"
	switch kind {
	case "welcome":
		defer cancel()
		return m.deliver(ctx, to)
	case "bounce":
		return fmt.Errorf("not sending bounce to %s", to)
	default:
		err := m.deliver(ctx, to)
		cancel()
		return err
	}
}

func main() {
	m := &mailer{host: "smtp.local", deadline: time.Second}
	fmt.Println(m.send(context.Background(), "ada@example.com", "welcome"))
	fmt.Println(m.send(context.Background(), "bob@example.com", "bounce"))
	fmt.Println(m.send(context.Background(), "eve@example.com", "digest"))
}
