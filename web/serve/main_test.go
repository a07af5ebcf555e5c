package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
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

func TestGzipAll(t *testing.T) {
	dir := t.TempDir()
	data := bytes.Repeat([]byte("twenty "), 1000)
	writeFile(t, filepath.Join(dir, "game.wasm"), data, time.Now().Add(-time.Hour))
	writeFile(t, filepath.Join(dir, "favicon.png"), []byte("png"), time.Now())
	if err := gzipAll(dir); err != nil {
		t.Fatal(err)
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
