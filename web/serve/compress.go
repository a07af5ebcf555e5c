package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/andybalholm/brotli"
)

// compressedExtensions are the files worth compressing ahead of time: the
// game and its loader. Images are compressed already.
var compressedExtensions = map[string]bool{".wasm": true, ".js": true}

// brotliQuality: 10 of 11. On twenty.wasm quality 11 saves about 2% more
// and takes about 2.5 times as long (a minute on this machine's 2 cores),
// which every `make web` would pay.
const brotliQuality = 10

// encoders write name.gz and name.br: gzip for every browser and for the
// page to decode itself (DecompressionStream knows gzip only), brotli for
// the browsers that accept it from web/serve (about 30% smaller).
var encoders = []struct {
	suffix string
	open   func(io.Writer) (io.WriteCloser, error)
	decode func(io.Reader) (io.Reader, error)
}{
	{
		".gz",
		func(w io.Writer) (io.WriteCloser, error) { return gzip.NewWriterLevel(w, gzip.BestCompression) },
		func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	},
	{
		".br",
		func(w io.Writer) (io.WriteCloser, error) {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotliQuality, LGWin: 24}), nil
		},
		func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
	},
}

// compressAll writes name.gz and name.br beside every matching file under
// dir whose copy is missing or older than the file, several at a time
// (brotli on the game takes most of the time).
func compressAll(dir string) error {
	var jobs []func() error
	err := filepath.WalkDir(dir, func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressedExtensions[filepath.Ext(name)] {
			return err
		}
		src, err := d.Info()
		if err != nil {
			return err
		}
		for _, enc := range encoders {
			if dst, err := os.Stat(name + enc.suffix); err == nil && !dst.ModTime().Before(src.ModTime()) {
				continue
			}
			jobs = append(jobs, func() error {
				if sameContent(name, enc.suffix, enc.decode) {
					// go build writes the wasm anew even when nothing
					// changed: decoding is far quicker than brotli.
					now := time.Now()
					return os.Chtimes(name+enc.suffix, now, now)
				}
				if err := compressFile(name, enc.suffix, enc.open); err != nil {
					return err
				}
				fmt.Printf("compressed %s%s\n", name, enc.suffix)
				return nil
			})
		}
		return nil
	})
	if err != nil {
		return err
	}
	return runAll(jobs)
}

// sameContent reports whether name+suffix decodes to name's bytes.
func sameContent(name, suffix string, decode func(io.Reader) (io.Reader, error)) bool {
	want, err := os.ReadFile(name)
	if err != nil {
		return false
	}
	f, err := os.Open(name + suffix)
	if err != nil {
		return false
	}
	defer f.Close()
	r, err := decode(f)
	if err != nil {
		return false
	}
	got, err := io.ReadAll(r)
	return err == nil && bytes.Equal(got, want)
}

// runAll runs the jobs side by side and returns the first error.
func runAll(jobs []func() error) error {
	errs := make(chan error, len(jobs))
	var wg sync.WaitGroup
	for _, job := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- job()
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// compressFile writes name+suffix through a temporary file, so a server
// reading at the same time never sees half a file.
func compressFile(name, suffix string, open func(io.Writer) (io.WriteCloser, error)) (err error) {
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
	zw, err := open(out)
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
	return os.Rename(out.Name(), name+suffix)
}
