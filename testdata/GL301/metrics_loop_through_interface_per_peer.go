package main

import (
	"fmt"
	"os"
	"sync/atomic"
	"time"
)

var collected atomic.Int32

type firewall interface {
	collectMetrics()
}

type iptables struct{}

// collectMetrics runs only through the firewall interface in backend.collectMetrics,
// and main starts that for every peer: each start makes a ticker that an endless loop
// keeps, so they pile up with the peers.
func (i *iptables) collectMetrics() {
	t := time.NewTicker(time.Millisecond) // want "GL301"
	for range t.C {
		collected.Add(1)
	}
}

type nftables struct{}

func (n *nftables) collectMetrics() {
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
	<-t.C
	collected.Add(1)
}

type backend struct{ fw firewall }

func (b *backend) collectMetrics() {
	b.fw.collectMetrics()
}

func main() {
	b := &backend{fw: &iptables{}}
	if len(os.Args) > 5 {
		b.fw = &nftables{}
	}
	for range 2 { // one collector per peer
		go b.collectMetrics()
	}
	time.Sleep(3 * time.Millisecond)
	fmt.Println(collected.Load() >= 0)
}
