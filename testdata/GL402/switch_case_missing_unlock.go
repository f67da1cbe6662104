package main

import (
	"fmt"
	"runtime"
)

// Two cases unlock, the "gpu" case forgets to.
func render(backend string, frame int) string {
	runtime.LockOSThread() // want "GL402"
	switch backend {
	case "cpu":
		runtime.UnlockOSThread()
		return fmt.Sprintf("cpu frame %d", frame)
	case "gpu":
		return fmt.Sprintf("gpu frame %d", frame)
	default:
		runtime.UnlockOSThread()
		return "unknown backend"
	}
}

func main() {
	out := make(chan string)
	for _, b := range []string{"cpu", "gpu", "tpu"} {
		go func() { out <- render(b, 1) }()
		fmt.Println(<-out)
	}
}
