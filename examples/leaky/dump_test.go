package leaky

import (
	"context"
	"os"
	"runtime/pprof"
	"testing"
	"time"
)

// TestDump leaks the way a service would and writes the goroutineleak profile to
// leaks.txt, the input of `goleaklint triage leaks.txt`.
func TestDump(t *testing.T) {
	profile := pprof.Lookup("goroutineleak")
	if profile == nil {
		t.Skip("the goroutineleak profile needs Go 1.27 or newer")
	}
	FirstResponse([]string{"eu", "us", "ap"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	WithTimeout(ctx, "slow.example")
	Watch(nil)
	Upper([]string{"a", "b"})
	time.Sleep(200 * time.Millisecond)
	out, err := os.Create("leaks.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := profile.WriteTo(out, 2); err != nil {
		t.Fatal(err)
	}
}
