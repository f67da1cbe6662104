package main

import (
	"context"
	"time"
)

type quote struct {
	symbol string
	price  float64
}

func fetchQuote(symbol string) quote {
	time.Sleep(20 * time.Millisecond)
	return quote{symbol: symbol, price: 101.5}
}

// The caller's context is already cancelled: the select returns through
// ctx.Done() and nobody receives the quote.
func latestQuote(ctx context.Context, symbol string) (quote, error) {
	ch := make(chan quote)
	go func() {
		ch <- fetchQuote(symbol) // want "GL001"
	}()
	select {
	case q := <-ch:
		return q, nil
	case <-ctx.Done():
		return quote{}, ctx.Err()
	}
}

type pricer struct {
	margin float64
}

func (p *pricer) price(symbol string, out chan<- float64) {
	q := fetchQuote(symbol)
	out <- q.price * (1 + p.margin) // want "GL001"
}

// Same abandonment of a method worker.
func (p *pricer) quoteWithMargin(ctx context.Context, symbol string) (float64, error) {
	prices := make(chan float64)
	go p.price(symbol, prices)
	select {
	case v := <-prices:
		return v, nil
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, _ = latestQuote(ctx, "ACME")
	p := &pricer{margin: 0.02}
	_, _ = p.quoteWithMargin(ctx, "ACME")
	println("done") // main goes on after the calls above
}
