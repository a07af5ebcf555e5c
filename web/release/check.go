package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
)

// check opens every artifact in dist as its platform reads it and fails
// when one lacks what its platform needs or names another version than v.
// It reports every failure, not just the first.
func check(dist, v string) error {
	var errs []error
	fail := func(what string, err error) {
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", what, err))
		}
	}
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(dist, name))
		fail(name, err)
		return b
	}
	built := func(name string, b []byte) {
		if b != nil {
			fail(name, builtWithVersion(b, v))
		}
	}

	// html5: the page's files, and the zip of the same files.
	wasm := read("html5/twenty.wasm")
	built("html5/twenty.wasm", wasm)
	if gz := read("html5/twenty.wasm.gz"); gz != nil {
		raw, err := gunzip(gz)
		fail("html5/twenty.wasm.gz", err)
		if err == nil && !bytes.Equal(raw, wasm) {
			fail("html5/twenty.wasm.gz", errors.New("is not twenty.wasm compressed"))
		}
	}
	fail("twenty-web.zip", checkZip(filepath.Join(dist, "twenty-web.zip"), filepath.Join(dist, "html5")))

	// windows
	exe := read(winExe)
	if exe != nil {
		res, err := peResources(bytes.NewReader(exe))
		fail(winExe, err)
		if err == nil {
			info, err := readWindowsInfo(res)
			fail(winExe, err)
			if err == nil {
				fail(winExe, checkWindowsInfo(info, v))
			}
		}
		built(winExe, exe)
	}
	fail("windows/.itch.toml", checkItch(dist, "windows"))

	// linux
	built(linuxBin, read(linuxBin))
	fail(linuxBin, executable(filepath.Join(dist, linuxBin)))
	if d := read(linuxDesk); d != nil {
		fail(linuxDesk, checkDesktopFile(d, v))
	}
	fail(linuxIcon, pngSize(filepath.Join(dist, linuxIcon), 256, 256))
	fail("linux/.itch.toml", checkItch(dist, "linux"))

	// mac
	if p := read(macPlist); p != nil {
		plist, err := readPlist(p)
		fail(macPlist, err)
		if err == nil {
			fail(macPlist, checkPlist(plist, v))
		}
	}
	if ic := read(macIconPath); ic != nil {
		sizes, err := readICNS(ic)
		fail(macIconPath, err)
		for _, t := range icnsTypes {
			if err == nil && sizes[t.kind] != t.size {
				fail(macIconPath, fmt.Errorf("entry %s is %d pixels, want %d", t.kind, sizes[t.kind], t.size))
			}
		}
	}
	if u := read(macBin); u != nil {
		slices, err := readFat(u)
		fail(macBin, err)
		if err == nil {
			for _, arch := range []string{"amd64", "arm64"} {
				if slices[arch] == nil {
					fail(macBin, fmt.Errorf("no %s slice", arch))
					continue
				}
				built(macBin+" ("+arch+")", slices[arch])
			}
			if slices["arm64"] != nil {
				fail(macBin+" (arm64)", signed(slices["arm64"]))
			}
			if len(slices) != 2 {
				fail(macBin, fmt.Errorf("%d slices, want amd64 and arm64", len(slices)))
			}
		}
	}
	fail(macBin, executable(filepath.Join(dist, macBin)))
	fail("mac/.itch.toml", checkItch(dist, "mac"))

	// The store page's pictures.
	fail("page/cover.png", pngSize(filepath.Join(dist, "page/cover.png"), 630, 500))
	for _, g := range pageGames {
		name := "page/screenshot-" + g.id + ".png"
		fail(name, pngSize(filepath.Join(dist, name), 1280, 720))
	}
	fail("page/"+gifName, checkGIF(filepath.Join(dist, "page", gifName)))
	return errors.Join(errs...)
}

// builtWithVersion: the binary was linked with -X main.version=v. When
// the Go build information records the ldflags, it says so; with
// -trimpath it does not, and the string the linker stored for -X is
// looked for instead: v on its own (no letter, digit, dot, dash or plus
// either side), as the linker lays out a string variable's data, in every
// format (ELF, PE, Mach-O, wasm).
func builtWithVersion(b []byte, v string) error {
	if v == "" {
		return errors.New("no version to look for")
	}
	if bi := moduleInfo(b); bi != nil {
		for _, s := range bi.Settings {
			if s.Key != "-ldflags" {
				continue
			}
			f := strings.Fields(s.Value)
			for i, x := range f {
				x = strings.TrimPrefix(x, "-X=")
				if f[i] == "-X" && i+1 < len(f) {
					x = f[i+1]
				}
				if name, val, ok := strings.Cut(x, "="); ok && name == "main.version" {
					if val != v {
						return fmt.Errorf("built as version %q, want %q", val, v)
					}
					return nil
				}
			}
		}
	}
	word := func(c byte) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '+' || c == '_'
	}
	for off := 0; ; {
		i := bytes.Index(b[off:], []byte(v))
		if i < 0 {
			return fmt.Errorf("the version %q is not in the binary: not linked with -X main.version=%s", v, v)
		}
		i += off
		j := i + len(v)
		if (i == 0 || !word(b[i-1])) && (j == len(b) || !word(b[j])) {
			return nil
		}
		off = i + 1
	}
}

// moduleInfo reads the Go build information embedded between cmd/go's
// sentinels (nil when there is none).
func moduleInfo(b []byte) *debug.BuildInfo {
	start := bytes.Index(b, infoStart)
	if start < 0 {
		return nil
	}
	rest := b[start+len(infoStart):]
	end := bytes.Index(rest, infoEnd)
	if end < 0 {
		return nil
	}
	bi, err := debug.ParseBuildInfo(string(rest[:end]))
	if err != nil {
		return nil
	}
	return bi
}

// The sentinels around the module information cmd/go embeds
// (cmd/go/internal/modload/build.go's infoStart and infoEnd).
var (
	infoStart = []byte("\x30\x77\xaf\x0c\x92\x74\x08\x02\x41\xe1\xc1\x07\xe6\xd6\x18\xe6")
	infoEnd   = []byte("\xf9\x32\x43\x31\x86\x18\x20\x72\x00\x82\x42\x10\x41\x16\xd8\xf2")
)

func gunzip(b []byte) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(r)
}

// checkZip: the zip has index.html at its root and holds exactly the
// folder's files, byte for byte.
func checkZip(path, dir string) error {
	z, err := zip.OpenReader(path)
	if err != nil {
		return err
	}
	defer z.Close()
	names := map[string]bool{}
	for _, f := range z.File {
		names[f.Name] = true
		r, err := f.Open()
		if err != nil {
			return err
		}
		b, err := io.ReadAll(r)
		r.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", f.Name, err)
		}
		want, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f.Name)))
		if err != nil || !bytes.Equal(b, want) {
			return fmt.Errorf("%s differs from %s's", f.Name, dir)
		}
	}
	if !names["index.html"] {
		return errors.New("no index.html at the zip's root")
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if !names[e.Name()] {
			return fmt.Errorf("%s is in %s but not in the zip", e.Name(), dir)
		}
	}
	return nil
}

// checkItch: the channel's .itch.toml has one play action whose path
// exists in the channel's folder.
func checkItch(dist, channel string) error {
	b, err := os.ReadFile(filepath.Join(dist, channel, ".itch.toml"))
	if err != nil {
		return err
	}
	actions, err := readItchToml(b)
	if err != nil {
		return err
	}
	if len(actions) != 1 || actions[0]["name"] != "play" {
		return fmt.Errorf("want one action named play, have %v", actions)
	}
	p := actions[0]["path"]
	if p == "" || filepath.IsAbs(p) || strings.Contains(p, "..") {
		return fmt.Errorf("path %q is not a path inside the channel", p)
	}
	_, err = os.Stat(filepath.Join(dist, channel, p))
	return err
}

func executable(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if st.Mode()&0o111 == 0 {
		return fmt.Errorf("mode %v: not executable", st.Mode())
	}
	return nil
}

func pngSize(path string, w, h int) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	c, err := png.DecodeConfig(f)
	if err != nil {
		return err
	}
	if c.Width != w || c.Height != h {
		return fmt.Errorf("%dx%d, want %dx%d", c.Width, c.Height, w, h)
	}
	return nil
}
