package ui

import "time"

// FrameTimes keeps the tick and frame timings the test contract reports: the
// slowest Update and Draw over the last five seconds, in one-second buckets
// so nothing is allocated.
type FrameTimes struct {
	updateMax [5]time.Duration
	drawMax   [5]time.Duration
	bucket    int
	bucketAt  int // tick when the current bucket began
}

func (s *FrameTimes) EndUpdate(tick int, d time.Duration) {
	if tick-s.bucketAt >= 60 {
		s.bucketAt = tick
		s.bucket = (s.bucket + 1) % len(s.updateMax)
		s.updateMax[s.bucket] = 0
		s.drawMax[s.bucket] = 0
	}
	s.updateMax[s.bucket] = max(s.updateMax[s.bucket], d)
}

func (s *FrameTimes) EndDraw(d time.Duration) {
	s.drawMax[s.bucket] = max(s.drawMax[s.bucket], d)
}

func worst(b *[5]time.Duration) float64 {
	var m time.Duration
	for _, d := range b {
		m = max(m, d)
	}
	return durationMs(m)
}

// MaxUpdateMs is the slowest Update over the last five seconds.
func (s *FrameTimes) MaxUpdateMs() float64 { return worst(&s.updateMax) }

// MaxDrawMs is the slowest Draw over the last five seconds.
func (s *FrameTimes) MaxDrawMs() float64 { return worst(&s.drawMax) }

func durationMs(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
