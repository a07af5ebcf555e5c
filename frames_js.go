//go:build js

package main

import "github.com/hajimehoshi/ebiten/v2"

// withFrames: a browser has no -frames (the desktop build writes them).
func withFrames(g ebiten.Game, _ string, _ int) ebiten.Game { return g }
