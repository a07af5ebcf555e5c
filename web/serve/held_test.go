package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestHeldConnectionsDoNotStarveThePage: clients holding every connection
// the server takes, each with half a request sent, are cut off after the
// header timeout, and the page's own request is answered; before, held
// connections used every file descriptor and /index.html got no answer.
func TestHeldConnectionsDoNotStarveThePage(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "index.html"), []byte("<!DOCTYPE html>"), time.Now())
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	const slots = 8
	srv := newServer(staticHandler{root: dir}, 200*time.Millisecond)
	go srv.Serve(limitListener(l, slots))
	defer srv.Close()
	var held []net.Conn
	for range 4 * slots {
		c, err := net.Dial("tcp", l.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(c, "GET /index.html HTTP/1.1\r\nHost: x\r\n") // never finished
		held = append(held, c)
	}
	defer func() {
		for _, c := range held {
			c.Close()
		}
	}()
	start := time.Now()
	client := http.Client{Timeout: 3 * time.Second}
	res, err := client.Get("http://" + l.Addr().String() + "/index.html")
	if err != nil {
		t.Fatalf("with %d connections held: %v", len(held), err)
	}
	res.Body.Close()
	if took := time.Since(start); res.StatusCode != 200 || took > time.Second {
		t.Errorf("with %d connections held: %d after %v", len(held), res.StatusCode, took)
	}
	// The held connections are closed by the server, not kept for ever.
	for _, c := range held[:slots] {
		c.SetReadDeadline(time.Now().Add(2 * time.Second))
		if _, err := io.ReadAll(c); err != nil {
			t.Fatalf("a connection holding half a request is still open: %v", err)
		}
	}
}

// TestHeaders: nosniff on every answer, and "Q=0" refuses an encoding as
// "q=0" does.
func TestHeaders(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	writeFile(t, filepath.Join(dir, "game.wasm"), []byte("raw wasm"), old)
	writeFile(t, filepath.Join(dir, "game.wasm.gz"), []byte("gz"), time.Now())
	h := staticHandler{root: dir}
	res := get(t, h, "/game.wasm", "gzip;Q=0")
	if res.Header.Get("Content-Encoding") != "" {
		t.Errorf("gzip;Q=0 got Content-Encoding %q", res.Header.Get("Content-Encoding"))
	}
	if got := res.Header.Get("X-Content-Type-Options"); got != "nosniff" {
		t.Errorf("X-Content-Type-Options %q", got)
	}
}

// TestLinksAreNotFollowed: a link named *.html inside the folder does not
// serve the file outside it that it points to.
func TestLinksAreNotFollowed(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(outside, []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.Symlink(outside, filepath.Join(dir, "page.html")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	res := get(t, staticHandler{root: dir}, "/page.html", "")
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusNotFound || string(body) == "secret" {
		t.Errorf("a link out of the folder: %d %q", res.StatusCode, body)
	}
}
