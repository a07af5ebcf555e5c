package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"
)

func gzipTo(t *testing.T, b *bytes.Buffer, data []byte) {
	w := gzip.NewWriter(b)
	w.Write(data)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

func zipOf(t *testing.T, dir string) []byte {
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		w, _ := z.Create(e.Name())
		w.Write(data)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
