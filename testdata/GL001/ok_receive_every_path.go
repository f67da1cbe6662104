package main

import (
	"errors"
	"strings"
)

type lease struct {
	owner string
	ttl   int
}

func acquire(owner string, out chan lease) {
	out <- lease{owner: owner, ttl: 30}
}

// ok: the result is received before any decision, so the early return
// cannot strand the worker.
func acquireLease(owner string) (lease, error) {
	leases := make(chan lease)
	go acquire(owner, leases)
	l := <-leases
	if strings.TrimSpace(owner) == "" {
		return lease{}, errors.New("owner required")
	}
	return l, nil
}

// ok: both branches receive the digest before returning.
func digest(data string, strict bool) (string, error) {
	sums := make(chan string)
	go func() {
		sums <- strings.ToUpper(data)
	}()
	if strict && len(data) > 8 {
		<-sums
		return "", errors.New("input too long")
	}
	return <-sums, nil
}

func main() {
	_, _ = acquireLease(" ")
	_, _ = digest("some long input", true)
	_, _ = digest("short", false)
}
