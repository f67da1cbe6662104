package main

import (
	"context"
	"errors"
	"fmt"
)

var errShutdown = errors.New("shutting down")

type pipeline struct {
	stages []string
}

// With a cause: the cancel is deferred only after the empty-pipeline check,
// which returns first.
func (p *pipeline) run(parent context.Context) error {
	ctx, cancel := context.WithCancelCause(parent) // want "GL201"
	if len(p.stages) == 0 {
		return errors.New("empty pipeline")
	}
	defer cancel(errShutdown)
	for _, s := range p.stages {
		if err := ctx.Err(); err != nil {
			return context.Cause(ctx)
		}
		fmt.Println("stage", s)
	}
	return nil
}

func main() {
	fmt.Println((&pipeline{}).run(context.Background()))
	fmt.Println((&pipeline{stages: []string{"lint", "test"}}).run(context.Background()))
}
