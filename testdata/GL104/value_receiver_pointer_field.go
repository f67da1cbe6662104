package main

import (
	"errors"
	"fmt"
	"sync"
)

var errOverdraft = errors.New("overdraft not allowed")

type ledger struct {
	mu      *sync.Mutex
	balance *int
}

// debit (a value receiver with a pointer mutex field) returns on an
// overdraft while holding the lock.
func (l ledger) debit(amount int) error {
	l.mu.Lock() // want "GL104"
	if *l.balance < amount {
		return errOverdraft
	}
	*l.balance -= amount
	l.mu.Unlock()
	return nil
}

func settle() {
	var mu sync.Mutex
	balance := 50
	l := ledger{mu: &mu, balance: &balance}
	fmt.Println("debit 80:", l.debit(80))
	go func() {
		fmt.Println("debit 10:", l.debit(10))
	}()
}

func main() {
	settle()
}
