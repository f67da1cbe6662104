package main

import (
	"fmt"
	"sync"
	"time"
)

type schema struct {
	mu      sync.RWMutex
	columns map[string]string
}

func (s *schema) columnType(name string) string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.columns[name]
}

type table struct {
	mu     sync.RWMutex
	rows   []map[string]string
	schema *schema
}

// describe read-holds the table and asks the schema, which read-locks a different
// RWMutex.
func (t *table) describe(column string) string {
	t.mu.RLock()
	defer t.mu.RUnlock()
	time.Sleep(30 * time.Millisecond)
	return fmt.Sprintf("%d rows of %s", len(t.rows), t.schema.columnType(column)) // ok: schema.mu
}

func (t *table) insert(row map[string]string) {
	time.Sleep(10 * time.Millisecond)
	t.mu.Lock()
	t.rows = append(t.rows, row)
	t.mu.Unlock()
}

func (s *schema) addColumn(name, kind string) {
	time.Sleep(10 * time.Millisecond)
	s.mu.Lock()
	s.columns[name] = kind
	s.mu.Unlock()
}

func main() {
	s := &schema{columns: map[string]string{"id": "int"}}
	t := &table{schema: s}
	go func() { fmt.Println(t.describe("id")) }()
	go t.insert(map[string]string{"id": "1"})
	go s.addColumn("name", "text")
	time.Sleep(100 * time.Millisecond)
}
