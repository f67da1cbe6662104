package main

import (
	"context"
	"fmt"
)

var (
	appCtx    context.Context
	appCancel context.CancelFunc
)

// ok: the cancel function goes into a package-level variable; shutdown
// calls it.
func initApp() {
	appCtx, appCancel = context.WithCancel(context.Background())
}

func shutdown() {
	appCancel()
}

func main() {
	initApp()
	shutdown()
	fmt.Println(appCtx.Err())
}
