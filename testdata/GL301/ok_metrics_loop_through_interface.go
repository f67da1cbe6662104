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

// ok: the endless loop keeps its ticker for as long as it runs, but the only way to run
// collectMetrics is the call through the firewall interface in backend.collectMetrics,
// which main starts once: one loop, and one ticker, for the life of the process.
func (i *iptables) collectMetrics() {
	t := time.NewTicker(time.Millisecond)
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
	go b.collectMetrics()
	time.Sleep(3 * time.Millisecond)
	fmt.Println(collected.Load() >= 0)
}
