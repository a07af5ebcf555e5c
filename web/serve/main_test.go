package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

func writeFile(t *testing.T, name string, data []byte, modTime time.Time) {
	t.Helper()
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(name, modTime, modTime); err != nil {
		t.Fatal(err)
	}
}

func get(t *testing.T, h http.Handler, path, acceptEncoding string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, path, nil)
	if acceptEncoding != "" {
		r.Header.Set("Accept-Encoding", acceptEncoding)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func TestServe(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	writeFile(t, filepath.Join(dir, "index.html"), []byte("<!DOCTYPE html>"), old)
	writeFile(t, filepath.Join(dir, "game.wasm"), []byte("raw wasm"), old)
	writeFile(t, filepath.Join(dir, "game.wasm.gz"), []byte("gzip wasm"), old.Add(time.Minute))
	writeFile(t, filepath.Join(dir, "game.wasm.br"), []byte("brotli wasm"), old.Add(-time.Minute)) // stale
	writeFile(t, filepath.Join(dir, "only.wasm.br"), []byte("brotli only"), old)
	h := staticHandler{root: dir}

	tests := []struct {
		path, accept                string
		status                      int
		contentType, encoding, body string
		decodedLength               string
	}{
		{"/", "", 200, "text/html; charset=utf-8", "", "<!DOCTYPE html>", ""},
		{"/game.wasm", "", 200, "application/wasm", "", "raw wasm", ""},
		{"/game.wasm", "gzip, deflate, br", 200, "application/wasm", "gzip", "gzip wasm", "8"},
		{"/game.wasm", "gzip;q=0, br", 200, "application/wasm", "", "raw wasm", ""},
		{"/only.wasm", "br", 200, "application/wasm", "br", "brotli only", ""},
		// The page asks for game.wasm.gz: the browser decodes what this
		// server sends, or the page decompresses the gzip itself.
		{"/game.wasm.gz", "gzip, deflate, br", 200, "application/wasm", "gzip", "gzip wasm", "8"},
		{"/game.wasm.gz", "", 200, "application/gzip", "", "gzip wasm", ""},
		{"/only.wasm.gz", "br", 200, "application/wasm", "br", "brotli only", ""},
		{"/index.html.gz", "gzip", 404, "text/plain; charset=utf-8", "", "404 page not found\n", ""},
		{"/game.wasm.gz.gz", "gzip", 404, "text/plain; charset=utf-8", "", "404 page not found\n", ""},
		{"/missing.wasm", "gzip", 404, "text/plain; charset=utf-8", "", "404 page not found\n", ""},
		{"/../index.html", "", 404, "text/plain; charset=utf-8", "", "404 page not found\n", ""},
	}
	for _, tt := range tests {
		res := get(t, h, tt.path, tt.accept)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != tt.status || string(body) != tt.body ||
			res.Header.Get("Content-Type") != tt.contentType ||
			res.Header.Get("Content-Encoding") != tt.encoding ||
			res.Header.Get("X-Decoded-Length") != tt.decodedLength {
			t.Errorf("GET %s (Accept-Encoding %q) = %d %q type %q encoding %q decoded %q; want %d %q type %q encoding %q decoded %q",
				tt.path, tt.accept, res.StatusCode, body, res.Header.Get("Content-Type"),
				res.Header.Get("Content-Encoding"), res.Header.Get("X-Decoded-Length"),
				tt.status, tt.body, tt.contentType, tt.encoding, tt.decodedLength)
		}
		if tt.status == 200 && res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("GET %s: Cache-Control %q, want no-cache", tt.path, res.Header.Get("Cache-Control"))
		}
	}
}

func TestCompressAll(t *testing.T) {
	dir := t.TempDir()
	data := bytes.Repeat([]byte("twenty "), 1000)
	writeFile(t, filepath.Join(dir, "game.wasm"), data, time.Now().Add(-time.Hour))
	writeFile(t, filepath.Join(dir, "favicon.png"), []byte("png"), time.Now())
	if err := compressAll(dir); err != nil {
		t.Fatal(err)
	}
	br, err := os.Open(filepath.Join(dir, "game.wasm.br"))
	if err != nil {
		t.Fatal(err)
	}
	defer br.Close()
	if got, err := io.ReadAll(brotli.NewReader(br)); err != nil || !bytes.Equal(got, data) {
		t.Fatalf("game.wasm.br does not decode to game.wasm (err %v)", err)
	}
	f, err := os.Open(filepath.Join(dir, "game.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("game.wasm.gz does not decode to game.wasm (err %v)", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "favicon.png.gz")); err == nil {
		t.Error("favicon.png was compressed; images should be left alone")
	}
}

// TestVersion: version.js names a version that changes with any build file
// and gives each .gz file the digests of its gzip and of its decoded body.
func TestVersion(t *testing.T) {
	dir := t.TempDir()
	for _, name := range buildFiles {
		if inner, ok := strings.CutSuffix(name, ".gz"); ok {
			writeFile(t, filepath.Join(dir, inner), []byte("wasm "+inner), time.Now().Add(-time.Hour))
			continue
		}
		writeFile(t, filepath.Join(dir, name), []byte(name), time.Now().Add(-time.Hour))
	}
	read := func() string {
		t.Helper()
		if err := precompress(dir); err != nil {
			t.Fatal(err)
		}
		text, err := os.ReadFile(filepath.Join(dir, versionFile))
		if err != nil {
			t.Fatal(err)
		}
		return string(text)
	}
	first := read()
	if !strings.Contains(first, digest([]byte("wasm twenty.wasm"))) {
		t.Errorf("version.js lacks the decoded twenty.wasm's digest: %s", first)
	}
	if again := read(); again != first {
		t.Errorf("the same build wrote another version:\n%s\n%s", first, again)
	}
	writeFile(t, filepath.Join(dir, "index.html"), []byte("a new page"), time.Now())
	if changed := read(); changed == first {
		t.Error("a new index.html kept the version")
	}
}

// TestVersionNamesTheBuild: with -version the build's own version leads
// version.js's (the service worker's cache name), made safe for a name.
func TestVersionNamesTheBuild(t *testing.T) {
	dir := t.TempDir()
	for _, name := range buildFiles {
		if inner, ok := strings.CutSuffix(name, ".gz"); ok {
			writeFile(t, filepath.Join(dir, inner), []byte("wasm"), time.Now().Add(-time.Hour))
			continue
		}
		writeFile(t, filepath.Join(dir, name), []byte(name), time.Now().Add(-time.Hour))
	}
	was := buildVersion
	buildVersion = "v1.2.0-3-gabc/dirty"
	t.Cleanup(func() { buildVersion = was })
	if err := precompress(dir); err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(dir, versionFile))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), `"version":"v1.2.0-3-gabc-dirty-`) {
		t.Errorf("version.js does not lead with the build's version: %s", text)
	}
}
