//go:build !linux

package main

import "errors"

// warpPointer: the store page's pictures are made under Xvfb on Linux.
func warpPointer(x, y int) error { return errors.New("moving the pointer needs Linux and X") }
