package main

import (
	"errors"
	"fmt"
	"sync"
)

var errInsufficientFunds = errors.New("insufficient funds")

type account struct {
	mu      sync.Mutex
	balance int
}

// ok: withdraw unlocks before it panics, so a recovered panic leaves the
// account usable.
func (a *account) withdraw(n int) {
	a.mu.Lock()
	if n > a.balance {
		a.mu.Unlock()
		panic(errInsufficientFunds)
	}
	a.balance -= n
	a.mu.Unlock()
}

func (a *account) tryWithdraw(n int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("withdraw %d: %v", n, r)
		}
	}()
	a.withdraw(n)
	return nil
}

func main() {
	a := &account{balance: 100}
	fmt.Println(a.tryWithdraw(500))
	done := make(chan error)
	go func() {
		done <- a.tryWithdraw(20)
	}()
	fmt.Println(<-done, a.balance)
}
