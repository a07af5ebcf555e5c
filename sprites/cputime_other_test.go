//go:build !unix

package sprites

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
