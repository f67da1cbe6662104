package main

import (
	"sync"
	"time"
)

type deviceSet struct {
	sync.Mutex
	infos map[string]*devInfo
}

type devInfo struct {
	lock sync.Mutex
	name string
}

// deleteDevice takes the set, then the device; removeAndWait lets the set go and takes it
// back while the device stays locked: the device before the set. Two deletes deadlock.
func (d *deviceSet) deleteDevice(name string) {
	d.Lock()
	defer d.Unlock()
	info := d.infos[name]
	info.lock.Lock() // want "GL107"
	defer info.lock.Unlock()
	d.removeAndWait()
}

func (d *deviceSet) removeAndWait() {
	d.Unlock()
	time.Sleep(10 * time.Millisecond)
	d.Lock() // want "GL107"
}

func main() {
	d := &deviceSet{infos: map[string]*devInfo{"a": {name: "a"}}}
	go d.deleteDevice("a")
	go d.deleteDevice("a")
	time.Sleep(100 * time.Millisecond)
}
