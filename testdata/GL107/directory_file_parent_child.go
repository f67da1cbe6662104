package main

import (
	"sync"
	"time"
)

type directory struct {
	mu      sync.Mutex
	files   map[string]*file
	modTime time.Time
}

type file struct {
	mu     sync.Mutex
	name   string
	size   int
	parent *directory
}

// rename locks the parent, then the child it renames.
func (d *directory) rename(old, name string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	f, ok := d.files[old]
	if !ok {
		return
	}
	time.Sleep(20 * time.Millisecond)
	f.mu.Lock() // want "GL107"
	f.name = name
	f.mu.Unlock()
	delete(d.files, old)
	d.files[name] = f
}

// write locks the child, then touches the parent's modification time: child, then parent.
func (f *file) write(n int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.size += n
	time.Sleep(20 * time.Millisecond)
	f.parent.touch()
}

func (d *directory) touch() {
	d.mu.Lock() // want "GL107"
	d.modTime = time.Now()
	d.mu.Unlock()
}

func main() {
	d := &directory{files: map[string]*file{}}
	f := &file{name: "notes.txt", parent: d}
	d.files[f.name] = f
	go d.rename("notes.txt", "todo.txt")
	go f.write(128)
	time.Sleep(100 * time.Millisecond)
}
