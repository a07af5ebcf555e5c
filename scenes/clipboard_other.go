//go:build !js

package scenes

import "errors"

var errNoClipboard = errors.New("no clipboard")

// copyText: Ebitengine reaches no clipboard on the desktop; the caller
// shows the text instead.
func copyText(string) error { return errNoClipboard }
