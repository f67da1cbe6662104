package main

import (
	"fmt"
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

// ok: the device is let go before removeAndWait takes the set back, so the set is never
// waited for with a device held.
func (d *deviceSet) deleteDevice(name string) {
	d.Lock()
	defer d.Unlock()
	info := d.infos[name]
	info.lock.Lock()
	info.name = ""
	info.lock.Unlock()
	d.removeAndWait()
}

func (d *deviceSet) removeAndWait() {
	d.Unlock()
	time.Sleep(time.Millisecond)
	d.Lock()
}

func main() {
	d := &deviceSet{infos: map[string]*devInfo{"a": {name: "a"}}}
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d.deleteDevice("a")
		}()
	}
	wg.Wait()
	fmt.Println("deleted")
}
