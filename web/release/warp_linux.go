//go:build linux

package main

import (
	"errors"

	"github.com/ebitengine/purego"
)

// warpPointer moves the X server's pointer to (x, y) of the root window:
// Xvfb starts it at the screen's centre, over the centred game window,
// where a resting pointer would open the inspector in the store page's
// pictures. libX11 is loaded with purego (Ebitengine loads it the same
// way), so this needs no cgo. Xvfb must run with -noreset: when the
// last client leaves, a reset puts the pointer back in the centre.
func warpPointer(x, y int) error {
	lib, err := purego.Dlopen("libX11.so.6", purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return err
	}
	var (
		open  func(name uintptr) uintptr
		root  func(d uintptr) uintptr
		warp  func(d, src, dst uintptr, sx, sy int32, sw, sh uint32, dx, dy int32) int32
		sync  func(d uintptr, discard int32) int32
		close func(d uintptr) int32
	)
	purego.RegisterLibFunc(&open, lib, "XOpenDisplay")
	purego.RegisterLibFunc(&root, lib, "XDefaultRootWindow")
	purego.RegisterLibFunc(&warp, lib, "XWarpPointer")
	purego.RegisterLibFunc(&sync, lib, "XSync")
	purego.RegisterLibFunc(&close, lib, "XCloseDisplay")
	d := open(0)
	if d == 0 {
		return errors.New("cannot open the X display (DISPLAY unset?)")
	}
	warp(d, 0, root(d), 0, 0, 0, 0, int32(x), int32(y))
	sync(d, 0)
	close(d)
	return nil
}
