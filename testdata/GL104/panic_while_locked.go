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

// withdraw panics with the lock held; the caller recovers, but the lock
// stays taken.
func (a *account) withdraw(n int) {
	a.mu.Lock() // want "GL104"
	if n > a.balance {
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

func payOut() {
	a := &account{balance: 100}
	fmt.Println(a.tryWithdraw(500))
	go a.withdraw(20)
}

func main() {
	payOut()
}
