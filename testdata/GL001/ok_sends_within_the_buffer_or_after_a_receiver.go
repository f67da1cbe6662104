package main

import (
	"fmt"
	"time"
)

// Every send below finds room in the buffer, or a receiver that can already hold the
// channel: none waits forever.
func consume(ch chan int) {
	for v := range ch {
		fmt.Println(v)
	}
}

func withinTheBuffer() {
	ch := make(chan int, 2)
	ch <- 1
	ch <- 2 // ok: the buffer holds two
	go consume(ch)
	close(ch)
}

func receiverFirst() {
	ch := make(chan int)
	go consume(ch)
	ch <- 1 // ok: the receiver is already started
	close(ch)
}

func drainedInBetween() {
	ch := make(chan int, 1)
	ch <- 1
	fmt.Println(<-ch)
	ch <- 2 // ok: the function took the first value back
	close(ch)
	consume(ch)
}

func onOneBranch(twice bool) {
	ch := make(chan int, 1)
	ch <- 1
	if twice {
		go consume(ch)
		ch <- 2 // ok: the receiver runs first on this branch
	}
	close(ch)
}

// A literal made before the sends can receive: it holds the channel.
func literalHoldsIt() {
	ch := make(chan int, 1)
	drain := func() { consume(ch) }
	go drain()
	ch <- 1
	ch <- 2 // ok: drain may be receiving
	close(ch)
}

// A literal declared beside the channel, or before it is made, holds it too.
func declaredBeside() {
	var (
		ticks = make(chan int)
		next  = func() int { return <-ticks }
	)
	go func() { fmt.Println(next()) }()
	ticks <- 1 // ok: next receives it
}

func madeAfterTheLiteral() {
	var ch chan int
	wait := func() { fmt.Println(<-ch) }
	ch = make(chan int)
	go wait()
	ch <- 1 // ok: wait receives it
}

// The method starts the receiver before it sends.
type pump struct {
	ch chan int
}

func (p *pump) start() {
	go consume(p.ch)
	p.ch <- 2 // ok: consume already holds the channel
}

func startThenSend() {
	p := &pump{ch: make(chan int, 1)}
	p.ch <- 1
	p.start()
	time.Sleep(10 * time.Millisecond)
	close(p.ch)
}

func main() {
	withinTheBuffer()
	receiverFirst()
	drainedInBetween()
	onOneBranch(true)
	onOneBranch(false)
	literalHoldsIt()
	startThenSend()
	declaredBeside()
	madeAfterTheLiteral()
	time.Sleep(20 * time.Millisecond)
}
