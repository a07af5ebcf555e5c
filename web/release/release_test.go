package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testIcon is a small stand-in for web/icon-512.png.
func testIcon() image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 64))
	for y := 0; y < 64; y++ {
		for x := 0; x < 64; x++ {
			img.Set(x, y, color.NRGBA{uint8(x * 4), uint8(y * 4), 0x80, 0xff})
		}
	}
	return img
}

// TestSysoResources: the .syso's COFF object, read back as the linker and
// Windows read it, holds every icon size and the version, as numbers and
// as the build's string.
func TestSysoResources(t *testing.T) {
	for _, v := range []string{"v1.2.3-4-gabc1234", "e56ab38-dirty"} {
		info, err := readWindowsInfo(mustResources(t, v))
		if err != nil {
			t.Fatal(err)
		}
		if err := checkWindowsInfo(info, v); err != nil {
			t.Errorf("%s: %v", v, err)
		}
		if info.Strings["OriginalFilename"] != "twenty.exe" {
			t.Errorf("OriginalFilename %q", info.Strings["OriginalFilename"])
		}
		if err := checkWindowsInfo(info, "v9.9.9"); err == nil {
			t.Errorf("%s's resources pass as v9.9.9's", v)
		}
	}
	info, _ := readWindowsInfo(mustResources(t, "v1.2.3-4-gabc1234"))
	if info.FileVersion != "1.2.3.4" {
		t.Errorf("file version %s, want 1.2.3.4", info.FileVersion)
	}
}

func mustResources(t *testing.T, v string) []resource {
	t.Helper()
	var b bytes.Buffer
	if err := syso(&b, v, testIcon()); err != nil {
		t.Fatal(err)
	}
	res, err := peResources(bytes.NewReader(b.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestPlist(t *testing.T) {
	v := "v2.0.1-3-g0123abc-dirty"
	p, err := readPlist(writePlist(infoPlist(v)))
	if err != nil {
		t.Fatal(err)
	}
	if err := checkPlist(p, v); err != nil {
		t.Error(err)
	}
	if p["CFBundleVersion"] != "2.0.1" || p["NSHighResolutionCapable"] != "true" {
		t.Errorf("CFBundleVersion %q, NSHighResolutionCapable %q", p["CFBundleVersion"], p["NSHighResolutionCapable"])
	}
	if err := checkPlist(p, "v2.0.2"); err == nil {
		t.Error("another version passes")
	}
	// Text that needs escaping stays whole.
	p, err = readPlist(writePlist([]plistEntry{{"A&B", "<x> & \"y\""}}))
	if err != nil || p["A&B"] != "<x> & \"y\"" {
		t.Errorf("escaped entry read back as %v, %v", p, err)
	}
	if _, err := readPlist([]byte(`<plist><dict><key>a</key><string>1</string><key>a</key><string>2</string></dict></plist>`)); err == nil {
		t.Error("a key given twice is accepted")
	}
}

func TestICNS(t *testing.T) {
	b, err := icns(testIcon())
	if err != nil {
		t.Fatal(err)
	}
	sizes, err := readICNS(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range icnsTypes {
		if sizes[e.kind] != e.size {
			t.Errorf("%s: %d pixels, want %d", e.kind, sizes[e.kind], e.size)
		}
	}
	if _, err := readICNS(b[:len(b)-1]); err == nil {
		t.Error("a truncated icns reads")
	}
}

// thinMachO is the smallest Mach-O debug/macho reads: a 64-bit header
// with one load command, LC_CODE_SIGNATURE (its data not checked),
// padded to n bytes.
func thinMachO(cpu macho.Cpu, n int) []byte {
	b := make([]byte, n)
	binary.LittleEndian.PutUint32(b[0:], macho.Magic64)
	binary.LittleEndian.PutUint32(b[4:], uint32(cpu))
	binary.LittleEndian.PutUint32(b[12:], uint32(macho.TypeExec))
	binary.LittleEndian.PutUint32(b[16:], 1)  // ncmds
	binary.LittleEndian.PutUint32(b[20:], 16) // sizeofcmds
	binary.LittleEndian.PutUint32(b[32:], lcCodeSignature)
	binary.LittleEndian.PutUint32(b[36:], 16)
	for i := 48; i < n; i++ {
		b[i] = byte(i)
	}
	return b
}

func TestSigned(t *testing.T) {
	if err := signed(thinMachO(macho.CpuArm64, 4096)); err != nil {
		t.Error(err)
	}
	unsigned := thinMachO(macho.CpuArm64, 4096)
	binary.LittleEndian.PutUint32(unsigned[32:], 0x2) // LC_SYMTAB's number, not a signature
	if err := signed(unsigned); err == nil {
		t.Error("an unsigned slice passes")
	}
}

func TestFatBinary(t *testing.T) {
	amd, arm := thinMachO(macho.CpuAmd64, 5000), thinMachO(macho.CpuArm64, 70000)
	var b bytes.Buffer
	if err := fat(&b, amd, arm); err != nil {
		t.Fatal(err)
	}
	slices, err := readFat(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(slices) != 2 || !bytes.Equal(slices["amd64"], amd) || !bytes.Equal(slices["arm64"], arm) {
		t.Errorf("slices %d, amd64 kept %v, arm64 kept %v", len(slices), bytes.Equal(slices["amd64"], amd), bytes.Equal(slices["arm64"], arm))
	}
	if err := fat(&b, []byte("not a mach-o binary at all, no")); err == nil {
		t.Error("a non-Mach-O slice is accepted")
	}
}

func TestDesktopAndItch(t *testing.T) {
	v := "v1.0.0"
	if err := checkDesktopFile(desktopFile(v), v); err != nil {
		t.Error(err)
	}
	if err := checkDesktopFile(desktopFile(v), "v1.0.1"); err == nil {
		t.Error("another version passes")
	}
	if _, err := readDesktopFile([]byte("[Desktop Entry]\nName=a\nName=b\n")); err == nil {
		t.Error("a key given twice is accepted")
	}
	a, err := readItchToml(itchToml("Twenty.app"))
	if err != nil || len(a) != 1 || a[0]["name"] != "play" || a[0]["path"] != "Twenty.app" {
		t.Errorf("itch.toml read back as %v, %v", a, err)
	}
	if _, err := readItchToml([]byte("[[actions]]\nname = play\n")); err == nil {
		t.Error("an unquoted value is accepted")
	}
}

// fakeBinary is a stand-in for a linked program: bytes, then the Go
// module information with its ldflags between cmd/go's sentinels.
func fakeBinary(prefix []byte, v string) []byte {
	info := "path\tgithub.com/twenty-games/twenty\nmod\tgithub.com/twenty-games/twenty\t(devel)\t\n" +
		"build\t-ldflags=\"-s -w -X main.version=" + v + "\"\n"
	b := append([]byte{}, prefix...)
	b = append(b, infoStart...)
	b = append(b, info...)
	return append(b, infoEnd...)
}

func TestClipSpecs(t *testing.T) {
	dir := t.TempDir()
	f := image.NewNRGBA(image.Rect(0, 0, 1280, 720))
	b, _ := pngBytes(f)
	for _, tick := range []int{3, 8, 20} {
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("%06d.png", tick)), b, 0o644)
	}
	frames, err := loadClip(dir + ":5-30:0,0,640,360")
	if err != nil {
		t.Fatal(err)
	}
	if len(frames) != 2 || frames[0].ticks != 12 || frames[0].img.Bounds().Dx() != 640 {
		t.Errorf("%d frames, the first %d ticks, %v", len(frames), frames[0].ticks, frames[0].img.Bounds())
	}
	for _, bad := range []string{":5", ":1-2", ":0-30:0,0,2000,10", ":0-30:1,2,3", ":0-30:0,0,1,1:x"} {
		if _, err := loadClip(dir + bad); err == nil {
			t.Errorf("clip %q is accepted", bad)
		}
	}
}

func TestBuiltWithVersion(t *testing.T) {
	b := fakeBinary([]byte("ELF..."), "v3.1.4")
	if err := builtWithVersion(b, "v3.1.4"); err != nil {
		t.Error(err)
	}
	if err := builtWithVersion(b, "v3.1.5"); err == nil {
		t.Error("another version passes")
	}
	if err := builtWithVersion([]byte("no info"), "v3.1.4"); err == nil {
		t.Error("a binary without the version passes")
	}
	// With -trimpath the ldflags are not recorded: the -X string itself,
	// stored on its own, is what counts.
	stored := []byte("go1.26.8\x00\x00\x00\x00v3.1.4\x00\x00\x00\xd0\x97")
	if err := builtWithVersion(stored, "v3.1.4"); err != nil {
		t.Error(err)
	}
	for _, v := range []string{"v3.1", "3.1.4", "v3.1.45"} {
		if err := builtWithVersion(stored, v); err == nil {
			t.Errorf("%q is found in a binary of v3.1.4", v)
		}
	}
}

// TestPackAndCheck packs stand-in binaries (no cross-compiling in a test)
// and checks the tree; then breaks one artifact at a time.
func TestPackAndCheck(t *testing.T) {
	v := "v1.4.0-2-g1234abc"
	dist := t.TempDir()
	bin := filepath.Join(dist, ".build")
	os.MkdirAll(bin, 0o755)
	var sy bytes.Buffer
	if err := syso(&sy, v, testIcon()); err != nil {
		t.Fatal(err)
	}
	// The .exe: the syso's COFF object stands in for the linked image (the
	// same .rsrc tree, at virtual address 0).
	write := func(name string, b []byte) {
		t.Helper()
		p := filepath.Join(dist, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(".build/"+builds.windows, fakeBinary(sy.Bytes(), v))
	write(".build/"+builds.linux, fakeBinary([]byte("\x7fELF"), v))
	write(".build/"+builds.macAMD64, fakeBinary(thinMachO(macho.CpuAmd64, 4096), v))
	write(".build/"+builds.macARM64, fakeBinary(thinMachO(macho.CpuArm64, 4096), v))
	if err := pack(bin, dist, v, testIcon()); err != nil {
		t.Fatal(err)
	}
	// html5 and the page: stand-ins.
	wasm := fakeBinary([]byte("\x00asm"), v)
	write("html5/twenty.wasm", wasm)
	write("html5/index.html", []byte("<!doctype html>"))
	var gz bytes.Buffer
	gzipTo(t, &gz, wasm)
	write("html5/twenty.wasm.gz", gz.Bytes())
	write("twenty-web.zip", zipOf(t, filepath.Join(dist, "html5")))
	pageDir := filepath.Join(dist, "page")
	os.MkdirAll(pageDir, 0o755)
	shot := image.NewNRGBA(image.Rect(0, 0, 1280, 720))
	for i := range shot.Pix {
		shot.Pix[i] = 0x80
	}
	for _, g := range pageGames {
		b, _ := pngBytes(shot)
		write("page/screenshot-"+g.id+".png", b)
	}
	frames := t.TempDir()
	for i, tick := range []int{3, 6, 9, 15} {
		f := image.NewNRGBA(image.Rect(0, 0, 1280, 720))
		draw := image.Rect(100*i, 100, 100*i+200, 300)
		for y := draw.Min.Y; y < draw.Max.Y; y++ {
			for x := draw.Min.X; x < draw.Max.X; x++ {
				f.Set(x, y, color.NRGBA{0xb0, 0x20, 0x30, 0xff})
			}
		}
		b, _ := pngBytes(f)
		os.WriteFile(filepath.Join(frames, fmt.Sprintf("%06d.png", tick)), b, 0o644)
	}
	if err := page(dist, "../icon-512.png", []string{frames, frames + ":3-9:100,100,640,360"}); err != nil {
		t.Fatal(err)
	}
	if err := check(dist, v); err != nil {
		t.Fatalf("a fresh pack fails its check:\n%v", err)
	}
	if err := check(dist, "v1.4.1"); err == nil {
		t.Error("the pack passes as another version")
	} else if n := strings.Count(err.Error(), "\n") + 1; n < 6 {
		t.Errorf("another version: only %d complaints:\n%v", n, err)
	}

	// Break one thing at a time.
	for _, c := range []struct {
		name   string
		break_ func()
	}{
		{"linux binary not executable", func() { os.Chmod(filepath.Join(dist, linuxBin), 0o644) }},
		{"no mac icon", func() { os.Remove(filepath.Join(dist, macIconPath)) }},
		{"itch.toml names a missing file", func() { write("windows/.itch.toml", itchToml("Twenty.exe ")) }},
		{"cover of the wrong size", func() { b, _ := pngBytes(shot); write("page/cover.png", b) }},
		{"zip misses a file", func() { write("html5/extra.js", []byte("x")) }},
	} {
		c.break_()
		if err := check(dist, v); err == nil {
			t.Errorf("%s: the check passes", c.name)
		}
	}
}
