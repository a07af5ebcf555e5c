//go:build js

package ui

import (
	"errors"
	"syscall/js"
)

var ErrNoClipboard = errors.New("no clipboard")

// CopyText puts text on the clipboard: navigator.clipboard where the page
// may use it (a secure page, right after the player's tap), else a
// selected text area and the older copy command. window.twentyCopied
// keeps the text for the browser tests.
func CopyText(text string) error {
	global := js.Global()
	global.Set("twentyCopied", text)
	if clip := global.Get("navigator").Get("clipboard"); clip.Truthy() && global.Get("isSecureContext").Truthy() {
		// A refusal (no permission) is no error worth a console line:
		// the toast still shows the line.
		clip.Call("writeText", text).Call("catch", ignoreRejection())
		return nil
	}
	doc := global.Get("document")
	area := doc.Call("createElement", "textarea")
	area.Set("value", text)
	doc.Get("body").Call("appendChild", area)
	area.Call("select")
	ok := doc.Call("execCommand", "copy").Truthy()
	area.Call("remove")
	if !ok {
		return errors.New("the browser refused")
	}
	return nil
}

var ignored js.Func

// ignoreRejection is a promise's catch that does nothing, made once.
func ignoreRejection() js.Func {
	if ignored.IsUndefined() {
		ignored = js.FuncOf(func(js.Value, []js.Value) any { return nil })
	}
	return ignored
}
