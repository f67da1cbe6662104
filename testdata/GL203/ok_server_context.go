package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
)

type notifier struct {
	ctx  context.Context
	wg   sync.WaitGroup
	sent []string
	mu   sync.Mutex
}

func (n *notifier) notify(ctx context.Context, user string) {
	defer n.wg.Done()
	if ctx.Err() != nil {
		return
	}
	n.mu.Lock()
	n.sent = append(n.sent, user)
	n.mu.Unlock()
}

// ok: the background work runs on the server's own context with a copied
// user name; the request's context and the writer stay in the handler.
func (n *notifier) handleSignup(w http.ResponseWriter, r *http.Request) {
	user := r.PostFormValue("user")
	n.wg.Add(1)
	go n.notify(n.ctx, user)
	w.WriteHeader(http.StatusCreated)
}

func main() {
	n := &notifier{ctx: context.Background()}
	req := httptest.NewRequest(http.MethodPost, "/signup?user=ada", nil)
	rec := httptest.NewRecorder()
	n.handleSignup(rec, req)
	n.wg.Wait()
	fmt.Println(rec.Code, n.sent)
}
