package ai

// MarginReward shapes a two-sided game's reward in [0,1] for a search:
// the outcome by the sign of margin (1 win, 0.5 draw, 0 loss) weighs
// 1-weight, and the rest rewards the margin itself, scaled by scale and
// clamped, so the search prefers winning by more and losing by less. With
// weight 0.1 a win is always worth more than 0.95, a draw exactly 0.5 and
// a loss less than 0.05.
func MarginReward(margin, scale, weight float64) float64 {
	outcome := 0.5
	switch {
	case margin > 0:
		outcome = 1
	case margin < 0:
		outcome = 0
	}
	frac := max(-1, min(1, margin/scale))
	return (1-weight)*outcome + weight*(0.5+0.5*frac)
}
