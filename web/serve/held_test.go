package main

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
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
	go serve(srv, l, slots)
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
	// The held connections are closed by the server, not kept for ever: an
	// end of stream, or a reset (closed with the half request unread, the
	// kernel answers with RST), but not the deadline.
	for _, c := range held[:slots] {
		c.SetReadDeadline(time.Now().Add(2 * time.Second))
		if _, err := io.ReadAll(c); errors.Is(err, os.ErrDeadlineExceeded) {
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

// TestHeldConnectionsMakeRoomAtOnce: with every slot held by half-sent
// requests and a header timeout far away, a real request is answered at
// once: the oldest silent connection is closed to make room for it. The
// same client, 300 connections for 32 slots, kept a page waiting 54.7 s
// behind 3,000 of them before (the timeout was all that freed a slot).
func TestHeldConnectionsMakeRoomAtOnce(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "index.html"), []byte("<!DOCTYPE html>"), time.Now())
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	const slots = 32
	srv := newServer(staticHandler{root: dir}, time.Minute)
	go serve(srv, l, slots)
	defer srv.Close()
	var held []net.Conn
	defer func() {
		for _, c := range held {
			c.Close()
		}
	}()
	for range 300 {
		c, err := net.Dial("tcp", l.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(c, "GET /index.html HTTP/1.1\r\nHost: x\r\n") // never finished
		held = append(held, c)
	}
	start := time.Now()
	client := http.Client{Timeout: 5 * time.Second}
	res, err := client.Get("http://" + l.Addr().String() + "/index.html")
	if err != nil {
		t.Fatalf("with %d half-sent requests held: %v", len(held), err)
	}
	res.Body.Close()
	if took := time.Since(start); res.StatusCode != 200 || took > 2*time.Second {
		t.Errorf("with %d half-sent requests held: %d after %v", len(held), res.StatusCode, took)
	}
}

// TestManyRangesGetTheWholeFile: a request for thousands of one-byte
// ranges gets the file once (200), not a part header for each byte.
func TestManyRangesGetTheWholeFile(t *testing.T) {
	dir := t.TempDir()
	body := make([]byte, 9800)
	writeFile(t, filepath.Join(dir, "page.js"), body, time.Now())
	r := httptest.NewRequest(http.MethodGet, "/page.js", nil)
	var ranges []string
	for i := range 9800 {
		ranges = append(ranges, fmt.Sprintf("%d-%d", i, i))
	}
	r.Header.Set("Range", "bytes="+strings.Join(ranges, ","))
	w := httptest.NewRecorder()
	staticHandler{root: dir}.ServeHTTP(w, r)
	if w.Code != http.StatusOK || w.Body.Len() != len(body) {
		t.Errorf("9800 ranges: %d, %d bytes (want 200 and the %d of the file)", w.Code, w.Body.Len(), len(body))
	}
	one := httptest.NewRequest(http.MethodGet, "/page.js", nil)
	one.Header.Set("Range", "bytes=0-99")
	w = httptest.NewRecorder()
	staticHandler{root: dir}.ServeHTTP(w, one)
	if w.Code != http.StatusPartialContent || w.Body.Len() != 100 {
		t.Errorf("one range: %d, %d bytes", w.Code, w.Body.Len())
	}
}
