package main

import (
	"fmt"
	"strings"
	"time"
)

// The validator reports a problem before the slow loader is done; the
// function returns on that case and the loader blocks on its send.
func loadConfig(path string) (map[string]string, error) {
	loaded := make(chan map[string]string)
	problems := make(chan error, 1)
	go func() {
		time.Sleep(20 * time.Millisecond)
		loaded <- map[string]string{"path": path} // want "GL001"
	}()
	go func() {
		if !strings.HasSuffix(path, ".yaml") {
			problems <- fmt.Errorf("%s: not a yaml file", path)
		}
	}()
	select {
	case cfg := <-loaded:
		return cfg, nil
	case err := <-problems:
		return nil, err
	}
}

func main() {
	_, _ = loadConfig("settings.json")
	println("done") // main goes on after the calls above
}
