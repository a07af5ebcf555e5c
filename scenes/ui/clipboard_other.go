//go:build !js

package ui

import "errors"

var ErrNoClipboard = errors.New("no clipboard")

// CopyText: Ebitengine reaches no clipboard on the desktop; the caller
// shows the text instead.
func CopyText(string) error { return ErrNoClipboard }
