package main

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
)

// The channels' folders under dist, one per itch.io channel, each pushed
// as it stands (butler push dist/windows OWNER/twenty:windows).
const (
	winExe      = "windows/twenty.exe"
	linuxBin    = "linux/twenty"
	linuxIcon   = "linux/twenty.png"
	linuxDesk   = "linux/twenty.desktop"
	macApp      = "mac/Twenty.app"
	macPlist    = macApp + "/Contents/Info.plist"
	macBin      = macApp + "/Contents/MacOS/" + macExec
	macIconPath = macApp + "/Contents/Resources/" + macIcon
)

// builds names the cross-compiled binaries pack reads from its -bin folder.
var builds = struct{ windows, linux, macAMD64, macARM64 string }{
	"twenty-windows-amd64.exe", "twenty-linux-amd64", "twenty-darwin-amd64", "twenty-darwin-arm64",
}

// pack lays out the desktop channels in dist from the binaries in bin:
// windows (the .exe, whose resources the build linked from syso's
// object), linux (binary, .desktop, icon) and mac (Twenty.app with one
// universal binary), each with its .itch.toml.
func pack(bin, dist, v string, icon image.Image) error {
	read := func(name string) ([]byte, error) { return os.ReadFile(filepath.Join(bin, name)) }
	for _, ch := range []string{"windows", "linux", "mac"} {
		if err := os.RemoveAll(filepath.Join(dist, ch)); err != nil {
			return err
		}
	}
	files := map[string][]byte{}
	exec := map[string]bool{}

	exe, err := read(builds.windows)
	if err != nil {
		return err
	}
	files[winExe] = exe
	files["windows/.itch.toml"] = itchToml("twenty.exe")

	elf, err := read(builds.linux)
	if err != nil {
		return err
	}
	files[linuxBin], exec[linuxBin] = elf, true
	if files[linuxIcon], err = pngBytes(resized(icon, 256)); err != nil {
		return err
	}
	files[linuxDesk] = desktopFile(v)
	files["linux/.itch.toml"] = itchToml("twenty")

	amd, err := read(builds.macAMD64)
	if err != nil {
		return err
	}
	arm, err := read(builds.macARM64)
	if err != nil {
		return err
	}
	var universal bytes.Buffer
	if err := fat(&universal, amd, arm); err != nil {
		return err
	}
	files[macBin], exec[macBin] = universal.Bytes(), true
	files[macPlist] = writePlist(infoPlist(v))
	files[macApp+"/Contents/PkgInfo"] = []byte("APPL????")
	if files[macIconPath], err = icns(icon); err != nil {
		return err
	}
	files["mac/.itch.toml"] = itchToml("Twenty.app")

	for name, data := range files {
		p := filepath.Join(dist, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		mode := os.FileMode(0o644)
		if exec[name] {
			mode = 0o755
		}
		if err := os.WriteFile(p, data, mode); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
	}
	return nil
}
