package main

import (
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// gzipExtensions are the files worth compressing ahead of time: the game
// and its loader. Images are compressed already.
var gzipExtensions = map[string]bool{".wasm": true, ".js": true}

// gzipAll writes name.gz beside every matching file under dir whose .gz is
// missing or older than the file.
func gzipAll(dir string) error {
	return filepath.WalkDir(dir, func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !gzipExtensions[filepath.Ext(name)] {
			return err
		}
		src, err := d.Info()
		if err != nil {
			return err
		}
		if dst, err := os.Stat(name + ".gz"); err == nil && !dst.ModTime().Before(src.ModTime()) {
			return nil
		}
		if err := gzipFile(name); err != nil {
			return err
		}
		fmt.Printf("compressed %s\n", name)
		return nil
	})
}

// gzipFile writes name.gz through a temporary file, so a server reading at
// the same time never sees half a file.
func gzipFile(name string) (err error) {
	in, err := os.Open(name)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.CreateTemp(filepath.Dir(name), filepath.Base(name)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			out.Close()
			os.Remove(out.Name())
		}
	}()
	zw, err := gzip.NewWriterLevel(out, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err = io.Copy(zw, in); err != nil {
		return err
	}
	if err = zw.Close(); err != nil {
		return err
	}
	if err = out.Close(); err != nil {
		return err
	}
	if err = os.Chmod(out.Name(), 0o644); err != nil { // CreateTemp makes it private
		return err
	}
	return os.Rename(out.Name(), name+".gz")
}
