package main

import (
	"errors"
	"fmt"
	"sync"
)

var errDuplicateRoute = errors.New("route already registered")

type router struct {
	mu     sync.Mutex
	routes map[string]string
}

// register locks with a deferred unlock and then, left over from an older
// version, locks again before writing the map.
func (r *router) register(path, handler string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.routes[path]; dup {
		return errDuplicateRoute
	}
	r.mu.Lock() // want "GL105"
	r.routes[path] = handler
	r.mu.Unlock()
	return nil
}

func setupRoutes() {
	r := &router{routes: map[string]string{"/": "index"}}
	fmt.Println(r.register("/", "home"))
	go func() {
		fmt.Println(r.register("/health", "health"))
	}()
}

func main() {
	setupRoutes()
}
