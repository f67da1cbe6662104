package main

import (
	"errors"
	"fmt"
	"runtime"
)

// ok: begin keeps a writing transaction on its thread (the store's C library needs every
// call of it on one thread) and hands that to the transaction: commit and abort unlock it.
// When beginning fails, begin unlocks before it returns the error.
type txn struct{ id int }

var errBusy = errors.New("store busy")

func begin(write bool, busy bool) (*txn, error) {
	if write {
		runtime.LockOSThread()
	}
	if busy {
		if write {
			runtime.UnlockOSThread()
		}
		return nil, errBusy
	}
	return &txn{id: 1}, nil
}

func (t *txn) commit() error {
	runtime.UnlockOSThread()
	return nil
}

func (t *txn) abort() {
	runtime.UnlockOSThread()
}

func main() {
	if _, err := begin(true, true); err != nil {
		fmt.Println(err)
	}
	t, err := begin(true, false)
	if err != nil {
		return
	}
	defer t.abort()
	fmt.Println(t.commit())
}
