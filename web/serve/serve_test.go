package main

import (
	"bufio"
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

// gameDir writes a served folder like web/ into a temporary folder: the
// game's files at the top, and beside them what must never be served (Go
// sources at the top and in a sub-folder, a dot file, a .git folder).
func gameDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	now := time.Now()
	for _, sub := range []string{"serve", ".git"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, data := range map[string]string{
		"index.html":        "<!DOCTYPE html>",
		"twenty.wasm":       "wasm",
		"twenty.wasm.gz":    "gzip wasm",
		"wasm_exec.js":      "js",
		"favicon.png":       "png",
		"main.go":           "package main",
		".secret.js":        "dot file",
		"serve/main.go":     "package main",
		"serve/x.js":        "nested",
		"serve/index.html":  "nested index",
		".git/config":       "[core]",
		".git/index.html":   "in .git",
		"notes.txt":         "notes",
		"index.html.gz.bak": "backup",
	} {
		writeFile(t, filepath.Join(dir, filepath.FromSlash(name)), []byte(data), now)
	}
	return dir
}

// offSite reports whether a Location would take a browser away from this
// server: anything but a local path with a single leading slash.
func offSite(loc string) bool {
	return loc != "" && (!strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//") ||
		strings.Contains(loc, `\`) || strings.Contains(loc, ":"))
}

const (
	notFound   = "404 page not found\n"
	notAllowed = "method not allowed\n"
)

// TestServesOnlyTheGameAndNeverRedirects: the server answers the game's
// own files at the top of its folder and nothing else, and never with a
// redirect (GET //evil.example/..%2fserve used to answer 301 to
// //evil.example/../serve/, which a browser follows off-site; /serve/main.go
// served the server's source).
func TestServesOnlyTheGameAndNeverRedirects(t *testing.T) {
	h := staticHandler{root: gameDir(t)}
	for _, c := range []struct {
		method, path, accept string
		status               int
		contentType          string
		encoding             string
		body                 string
	}{
		{"GET", "/", "", 200, "text/html; charset=utf-8", "", "<!DOCTYPE html>"},
		{"GET", "/index.html", "", 200, "text/html; charset=utf-8", "", "<!DOCTYPE html>"},
		{"GET", "/twenty.wasm", "", 200, "application/wasm", "", "wasm"},
		{"GET", "/twenty.wasm", "gzip", 200, "application/wasm", "gzip", "gzip wasm"},
		{"HEAD", "/twenty.wasm", "", 200, "application/wasm", "", ""},
		{"GET", "/wasm_exec.js", "", 200, "text/javascript; charset=utf-8", "", "js"},
		{"GET", "/favicon.png", "", 200, "image/png", "", "png"},

		{"GET", "//evil.example/..%2fserve", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "//evil.example/", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/..%2fserve", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/..%2fserve/main.go", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/serve", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/serve/", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/serve/main.go", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/serve/x.js", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/serve/index.html", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/serve%2fx.js", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/main.go", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/notes.txt", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/twenty.wasm.gz", "", 200, "application/gzip", "", "gzip wasm"},
		{"GET", "/twenty.wasm.gz", "gzip", 200, "application/wasm", "gzip", "gzip wasm"},
		{"GET", "/notes.txt.gz", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/.secret.js", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/.git/config", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/.git/index.html", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/.git/", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/%2e%2e/", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/../index.html", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/index.html/", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/index%2ehtml", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/twenty.wasm%00.js", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/index.html%00", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/%00", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/..\\index.html", "", 404, "text/plain; charset=utf-8", "", notFound},
		{"GET", "/%5cevil.example/x.js", "", 404, "text/plain; charset=utf-8", "", notFound},

		{"POST", "/", "", 405, "text/plain; charset=utf-8", "", notAllowed},
		{"PUT", "/index.html", "", 405, "text/plain; charset=utf-8", "", notAllowed},
		{"DELETE", "/index.html", "", 405, "text/plain; charset=utf-8", "", notAllowed},
		{"OPTIONS", "/", "", 405, "text/plain; charset=utf-8", "", notAllowed},
	} {
		r := httptest.NewRequest(c.method, "http://127.0.0.1"+c.path, nil)
		if c.accept != "" {
			r.Header.Set("Accept-Encoding", c.accept)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		res := w.Result()
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != c.status || string(body) != c.body ||
			res.Header.Get("Content-Type") != c.contentType ||
			res.Header.Get("Content-Encoding") != c.encoding {
			t.Errorf("%s %s (Accept-Encoding %q) = %d %q type %q encoding %q; want %d %q type %q encoding %q",
				c.method, c.path, c.accept, res.StatusCode, body, res.Header.Get("Content-Type"), res.Header.Get("Content-Encoding"),
				c.status, c.body, c.contentType, c.encoding)
		}
		if c.status == 405 && res.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s %s: Allow %q, want \"GET, HEAD\"", c.method, c.path, res.Header.Get("Allow"))
		}
		if loc := res.Header.Get("Location"); loc != "" || res.StatusCode/100 == 3 {
			t.Errorf("%s %s redirects (%d) to %q (off-site: %v)", c.method, c.path, res.StatusCode, loc, offSite(loc))
		}
	}
}

// TestNoRedirectOnTheWire sends raw request lines through a real server,
// so nothing between the connection and the handler (the request parser,
// a mux) may clean a path into a redirect either.
func TestNoRedirectOnTheWire(t *testing.T) {
	srv := httptest.NewServer(staticHandler{root: gameDir(t)})
	defer srv.Close()
	addr := srv.Listener.Addr().String()
	for _, c := range []struct {
		target string
		status int
	}{
		{"/", 200},
		{"/twenty.wasm", 200},
		{"//evil.example/..%2fserve", 404},
		{"//evil.example/../serve/", 404},
		{"//evil.example", 404},
		{"/..%2fserve", 404},
		{"/serve/main.go", 404},
		{"/serve/", 404},
		{"/serve", 404},
		{"/.git/config", 404},
		{"/%2e%2e/", 404},
		{"/./index.html", 404},
		{"/index.html/", 404},
		{"/main.go", 404},
		{"/\\evil.example/", 404},
		{"/index.html%00", 404},
	} {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", c.target)
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			conn.Close()
			t.Errorf("GET %s: %v", c.target, err)
			continue
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		conn.Close()
		if res.StatusCode != c.status {
			t.Errorf("GET %s = %d, want %d", c.target, res.StatusCode, c.status)
		}
		if loc := res.Header.Get("Location"); loc != "" || res.StatusCode/100 == 3 {
			t.Errorf("GET %s redirects (%d) to %q (off-site: %v)", c.target, res.StatusCode, loc, offSite(loc))
		}
	}
}

func TestOffSite(t *testing.T) {
	for loc, want := range map[string]bool{
		"": false, "/": false, "/index.html": false,
		"//evil.example/": true, "/\\evil.example": true, "https://evil.example/": true, "evil": true,
	} {
		if offSite(loc) != want {
			t.Errorf("offSite(%q) = %v, want %v", loc, !want, want)
		}
	}
}
