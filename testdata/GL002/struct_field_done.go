package main

import "fmt"

type upload struct {
	name     string
	finished chan struct{}
	parts    int
}

// The upload record stays in this function; a zero-part upload returns
// before closing u.finished, so the notifier waits forever.
func startUpload(name string, parts int) error {
	var u upload
	u.name = name
	u.parts = parts
	u.finished = make(chan struct{})
	go func() {
		<-u.finished // want "GL002"
		u.name = "done:" + u.name
	}()
	if u.parts == 0 {
		return fmt.Errorf("upload %s has no parts", u.name)
	}
	close(u.finished)
	return nil
}

func main() {
	_ = startUpload("backup.tar", 0)
	println("done") // main goes on after the calls above
}
