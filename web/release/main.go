// Command release packs Twenty for itch.io (make dist): one folder per
// channel under dist, each ready for butler push as it stands, and the
// store page's pictures. It imports no Ebitengine, so its tests run
// without a window; the pictures come from the game's own -screenshot and
// -frames flags under Xvfb (the Makefile's dist-page).
//
//	release syso  -version V -icon web/icon-512.png -o rsrc_windows_amd64.syso
//	release pack  -version V -icon web/icon-512.png -bin DIR -dist dist
//	release page  -dist dist -icon web/icon-512.png -frames "DIR[:FROM-TO[:X,Y,W,H]] ..."
//	release check -version V dist
//	release warp  X Y   (moves Xvfb's pointer off the game window)
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	v := fs.String("version", "", "the build's version (the Makefile's VERSION)")
	iconPath := fs.String("icon", "web/icon-512.png", "the icon's source, a square PNG")
	out := fs.String("o", "rsrc_windows_amd64.syso", "syso: the object to write")
	bin := fs.String("bin", "dist/.build", "pack: the folder of cross-compiled binaries")
	dist := fs.String("dist", "dist", "pack, page: the dist folder")
	frames := fs.String("frames", "", "page: the GIF's clips, space-separated: a folder of numbered frames each, DIR[:FROM-TO[:X,Y,W,H]]")
	fs.Parse(os.Args[2:])
	needVersion := func() {
		if *v == "" {
			fail(fmt.Errorf("%s needs -version", os.Args[1]))
		}
	}
	switch os.Args[1] {
	case "syso":
		needVersion()
		icon, err := loadPNG(*iconPath)
		fail(err)
		f, err := os.Create(*out)
		fail(err)
		err = syso(f, *v, icon)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		fail(err)
	case "pack":
		needVersion()
		icon, err := loadPNG(*iconPath)
		fail(err)
		fail(pack(*bin, *dist, *v, icon))
	case "page":
		fail(page(*dist, *iconPath, strings.Fields(*frames)))
	case "check":
		needVersion()
		d := "dist"
		if fs.NArg() > 0 {
			d = fs.Arg(0)
		}
		if err := check(d, *v); err != nil {
			fmt.Fprintln(os.Stderr, "release check:", d, "is not the build", *v)
			fail(err)
		}
		fmt.Printf("release check: every artifact in %s is version %s\n", d, *v)
	case "warp":
		if fs.NArg() != 2 {
			usage()
		}
		x, err1 := strconv.Atoi(fs.Arg(0))
		y, err2 := strconv.Atoi(fs.Arg(1))
		if err1 != nil || err2 != nil {
			usage()
		}
		fail(warpPointer(x, y))
	default:
		usage()
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: release syso|pack|page|check|warp [flags] (see web/release/main.go)")
	os.Exit(2)
}

func fail(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}
