"""The same input gives the same output on every run, whatever order Python's string
hashes (randomised per process) give to sets of locks, fields and names."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# Two first locks lead to one second lock at the same site (``c.get()`` under ``a.mu`` and
# ``b.mu``), and both other orders exist: the finding at ``C.mu`` must name the same pair
# on every run.
TIED_ORDERS = """package tie

import "sync"

type A struct{ mu sync.Mutex }
type B struct{ mu sync.Mutex }
type C struct{ mu sync.Mutex }

func (c *C) get() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return 1
}

func both(a *A, b *B, c *C) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	b.mu.Lock()
	defer b.mu.Unlock()
	return c.get()
}

func backA(a *A, c *C) {
	c.mu.Lock()
	defer c.mu.Unlock()
	a.mu.Lock()
	a.mu.Unlock()
}

func backB(b *B, c *C) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b.mu.Lock()
	b.mu.Unlock()
}

func Run(a *A, b *B, c *C) {
	go both(a, b, c)
	go backA(a, c)
	go backB(b, c)
}
"""


# The goroutine sends holding the mutex, and its only receiver takes the mutex first through
# one call whose callees take it at three sites: the GL106 finding at that first Lock must
# name the same site on every run.
ONE_CALL_MANY_SITES = """package wallet

import "sync"

type Wallet struct {
	mu sync.RWMutex
	n  int
}

func (w *Wallet) check() int {
	w.mu.RLock()
	defer w.mu.RUnlock()
	return w.n
}

func (w *Wallet) load() {
	w.mu.Lock()
	w.n++
	w.mu.Unlock()
}

func (w *Wallet) save() {
	w.mu.Lock()
	w.n--
	w.mu.Unlock()
}

func (w *Wallet) Unlock() error {
	w.check()
	w.load()
	w.save()
	return nil
}

func Hold(w *Wallet) error {
	errs := make(chan error)
	go func() {
		w.mu.Lock()
		errs <- nil
		w.mu.Unlock()
	}()
	err := w.Unlock()
	<-errs
	return err
}
"""


def _check(directory: Path, seed: int) -> str:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    command = [sys.executable, "-m", "goleaklint", "check", "--no-cache", "--format", "json"]
    done = subprocess.run(
        [*command, str(directory)], capture_output=True, text=True, env=env, check=False
    )
    assert done.returncode == 1, done.stderr
    return done.stdout


def test_lock_order_witnesses_do_not_depend_on_hash_order(tmp_path: Path) -> None:
    (tmp_path / "tie.go").write_text(TIED_ORDERS)
    outputs = {_check(tmp_path, seed) for seed in range(1, 7)}
    assert len(outputs) == 1, outputs
    assert "GL107" in outputs.pop()


def test_counterpart_lock_site_does_not_depend_on_hash_order(tmp_path: Path) -> None:
    (tmp_path / "wallet.go").write_text(ONE_CALL_MANY_SITES)
    outputs = {_check(tmp_path, seed) for seed in range(1, 7)}
    assert len(outputs) == 1, outputs
    assert "GL106" in outputs.pop()
