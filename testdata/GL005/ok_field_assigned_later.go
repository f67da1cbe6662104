package main

import "fmt"

type uploader struct {
	bucket string
	parts  chan string
	done   chan struct{}
}

func (u *uploader) run() {
	defer close(u.done)
	for p := range u.parts {
		fmt.Println("upload", u.bucket, p)
	}
}

// ok: the zero struct gets its channels assigned before the goroutine starts.
func uploadParts(parts []string) {
	u := &uploader{bucket: "backups"}
	u.parts = make(chan string)
	u.done = make(chan struct{})
	go u.run()
	for _, p := range parts {
		u.parts <- p
	}
	close(u.parts)
	<-u.done
}

func main() {
	uploadParts([]string{"p1", "p2"})
}
