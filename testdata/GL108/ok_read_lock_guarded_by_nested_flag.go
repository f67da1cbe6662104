package main

import (
	"fmt"
	"strings"
	"sync"
	"time"
)

// A section locks its file only in the file's blocking mode: the read lock and its release
// sit under two tests of the same `s.f.opts.blocking`, which nothing sets in between, so the
// lock is released before the parent section is asked (and read-locked) again.
type options struct {
	blocking bool
	sep      string
}

type file struct {
	lock     sync.RWMutex
	opts     options
	sections map[string]*section
}

type section struct {
	f    *file
	name string
	keys map[string]string
}

func (f *file) section(name string) *section {
	if f.opts.blocking {
		f.lock.RLock()
		defer f.lock.RUnlock()
	}
	return f.sections[name]
}

func (f *file) add(name string) {
	if f.opts.blocking {
		f.lock.Lock()
		defer f.lock.Unlock()
	}
	f.sections[name] = &section{f: f, name: name, keys: map[string]string{}}
}

func (s *section) key(name string) string {
	if s.f.opts.blocking {
		s.f.lock.RLock()
	}
	value, ok := s.keys[name]
	if s.f.opts.blocking {
		s.f.lock.RUnlock()
	}
	if !ok {
		if i := strings.LastIndex(s.name, s.f.opts.sep); i > -1 {
			if parent := s.f.section(s.name[:i]); parent != nil {
				time.Sleep(time.Millisecond)
				return parent.key(name)
			}
		}
	}
	return value
}

func main() {
	f := &file{opts: options{blocking: true, sep: "."}, sections: map[string]*section{}}
	f.add("a")
	f.add("a.b")
	f.sections["a"].keys["k"] = "v"
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			for j := 0; j < 20; j++ {
				fmt.Sprint(f.section("a.b").key("k"))
			}
		}()
		go func() {
			defer wg.Done()
			for j := 0; j < 20; j++ {
				f.add(fmt.Sprint("c", j))
			}
		}()
	}
	wg.Wait()
}
