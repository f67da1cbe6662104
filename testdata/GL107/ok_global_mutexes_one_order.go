package main

import (
	"fmt"
	"sync"
	"time"
)

var (
	routesMu sync.Mutex // always taken before metricsMu
	routes   = map[string]string{}

	metricsMu sync.Mutex
	hits      = map[string]int{}
)

func countRoute(path string) {
	metricsMu.Lock()
	hits[path]++
	metricsMu.Unlock()
}

// addRoute holds the routes and counts through a helper: routesMu, then metricsMu.
func addRoute(path, backend string) {
	routesMu.Lock()
	defer routesMu.Unlock()
	routes[path] = backend
	time.Sleep(20 * time.Millisecond)
	countRoute(path)
}

// report takes them in the same order, directly.
func report() string {
	routesMu.Lock()
	defer routesMu.Unlock()
	time.Sleep(20 * time.Millisecond)
	metricsMu.Lock() // ok: the same order as addRoute
	defer metricsMu.Unlock()
	return fmt.Sprint(len(routes), " routes, ", len(hits), " counted")
}

func main() {
	go addRoute("/api", "10.0.0.3:8080")
	go func() { fmt.Println(report()) }()
	time.Sleep(100 * time.Millisecond)
}
