//go:build linux && !android

package audio

import (
	"os"
	"path/filepath"
)

// outputAvailable looks for a sound server socket or an ALSA playback device.
// Without either (a CI machine, Xvfb), the audio context would fail.
func outputAvailable() bool {
	if os.Getenv("TWENTY_FORCE_AUDIO") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		for _, name := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
				return true
			}
		}
	}
	devices, _ := filepath.Glob("/dev/snd/pcmC*p")
	return len(devices) > 0
}
