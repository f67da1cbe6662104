package main

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Go 1.26: new takes an expression and returns a pointer to a fresh variable
// holding its value. Every expression position is used below, beside the old
// new(Type) form, which must keep reading as a type.

type config struct {
	Name    *string
	Retries *int
	Timeout *time.Duration
}

type point struct{ x, y int }

func (p *point) norm1() int { return abs(p.x) + abs(p.y) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func compute() int { return 42 }

func describe(p *int, s *string) string { return fmt.Sprint(*p, *s) }

var defaultName = new("default")

var (
	defaultRetries = new(3)
	defaultTimeout = new(2 * time.Second)
)

func positions(ch chan *int, words []string) []string {
	var out []string
	count := new(len(words))
	var total = new(int64(500))
	ratio := new(float64(*total) / 3)
	label, flag := new("x"), new(true)
	neg := new(-1)
	shifted := new(1 << 3)
	char, raw := new('c'), new(`raw
string`)
	joined := new(strings.Join(words, ","))
	called := new(compute())
	nested := new(new(1))
	typed := new(int)            // a type: unchanged Go
	slice := new([]int)          // a type
	table := new(map[string]int) // a type
	literal := new([]int{1, 2, 3})
	empty := new(struct{}{})
	pt := new(point{1, -2})
	sliced := new(words[1:])
	asserted := new(any(3).(int))
	multi := new(fmt.Sprintf( // comments and newlines inside the argument
		"%d-%d",
		1, 2,
	))
	ch <- new(7)
	received := new(<-ch)
	*new(0) = 1
	sum := *new(1) + *new(2)
	minus := -*new(3)
	out = append(out, describe(new(4), new("four")))
	cfg := config{Name: new("svc"), Retries: new(5), Timeout: new(time.Minute)}
	ptrs := []*int{new(1), new(2)}
	byName := map[string]*int{"a": new(1)}
	keyed := map[*int]string{new(9): "nine"}
	if p := new(len(out)); *p > 100 {
		return nil
	}
	switch *new(compute() % 2) {
	case 0:
		out = append(out, "even")
	}
	for i := range *new(2) {
		out = append(out, fmt.Sprint(i))
	}
	fn := func() *int { return new(*count + 1) }
	out = append(out, fmt.Sprint(new(point{3, 4}).norm1(), *fn(), *called, **nested))
	out = append(out, fmt.Sprint(*total, *ratio, *label, *flag, *neg, *shifted, *char, *raw))
	out = append(out, fmt.Sprint(*joined, *typed, *slice, *table, *literal, *empty, *pt, *sliced))
	out = append(out, fmt.Sprint(*asserted, *multi, *received, sum, minus, *cfg.Name, *ptrs[1]))
	out = append(out, fmt.Sprint(*byName["a"], len(keyed), (*new([]int{5}))[0]))
	return out
}

func notify(done chan<- *string) {
	done <- new("done")
}

func inGoAndDefer() {
	done := make(chan *string, 2)
	go notify(done)
	defer fmt.Println(*new("deferred"), *<-done)
	go func(p *int) { done <- new(fmt.Sprint(*p)) }(new(8))
	<-done
}

// The worker sends a pointer made by new(expr); the caller gives up on ctx
// before receiving, so the send blocks forever.
func firstResult(ctx context.Context) *int {
	results, fallback := make(chan *int), new(-1)
	go func() {
		time.Sleep(50 * time.Millisecond)
		results <- new(compute()) // want "GL001"
	}()
	select {
	case r := <-results:
		return r
	case <-ctx.Done():
		return fallback
	}
}

func main() {
	ch := make(chan *int, 1)
	fmt.Println(positions(ch, []string{"a", "b", "c"}))
	fmt.Println(*defaultName, *defaultRetries, *defaultTimeout)
	inGoAndDefer()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	fmt.Println(*firstResult(ctx))
}
