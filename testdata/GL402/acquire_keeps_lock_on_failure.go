package main

import (
	"errors"
	"fmt"
	"runtime"
)

// begin hands the thread lock to the transaction it returns, and commit unlocks; it undoes
// the lock when the store is busy, but a full store returns its error with the thread still
// locked, and the caller, which got no transaction, has nothing to unlock it with.
type txn struct{ id int }

var (
	errBusy = errors.New("store busy")
	errFull = errors.New("store full")
)

func begin(busy, full bool) (*txn, error) {
	runtime.LockOSThread() // want "GL402"
	if busy {
		runtime.UnlockOSThread()
		return nil, errBusy
	}
	if full {
		return nil, errFull
	}
	return &txn{id: 1}, nil
}

func (t *txn) commit() error {
	runtime.UnlockOSThread()
	return nil
}

func main() {
	for _, full := range []bool{false, true} {
		t, err := begin(!full, full)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(t.commit())
	}
}
