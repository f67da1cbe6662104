package main

import (
	"errors"
	"fmt"
	"sync"
)

var errTooMany = errors.New("too many clicks")

type button struct {
	onClick []func()
}

func (b *button) OnClick(f func()) { b.onClick = append(b.onClick, f) }

func (b *button) click() {
	for _, f := range b.onClick {
		f()
	}
}

// countClicks leaves the mutex locked on the error path, but the only other code that
// locks it is the callback it registered, which it cannot see run again: not judged.
func countClicks(b *button, limit int) error {
	var mu sync.Mutex
	clicks := 0
	b.OnClick(func() {
		mu.Lock()
		defer mu.Unlock()
		clicks++
	})
	b.click()
	b.click()
	mu.Lock()
	if clicks > limit {
		return errTooMany // ok: the callback shares the mutex
	}
	mu.Unlock()
	return nil
}

func main() {
	fmt.Println(countClicks(&button{}, 1))
}
