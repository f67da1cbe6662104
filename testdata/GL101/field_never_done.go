package main

import (
	"fmt"
	"sync"
)

// uploader counts its in-flight uploads with a WaitGroup field, but upload
// never calls Done: once one upload has started, close waits forever.
type uploader struct {
	inflight sync.WaitGroup
	bucket   string
}

func (u *uploader) upload(name string) {
	u.inflight.Add(1)
	fmt.Println("uploading", name, "to", u.bucket)
}

func (u *uploader) close() {
	u.inflight.Wait() // want "GL101:nothing in the package ever calls `Done` on `uploader.inflight`"
	fmt.Println("all uploads finished")
}

func main() {
	u := &uploader{bucket: "backups"}
	go func() {
		u.upload("db.dump")
		u.close()
	}()
}
