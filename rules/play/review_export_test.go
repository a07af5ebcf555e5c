package play

// NewReviewAt is NewReview at another level than ReviewLevel (for tests).
var NewReviewAt = newReview

// AnalyseFrom is Analyse of the moves from index from on.
var AnalyseFrom = analyseFrom

// ReviewStartedSearchers reports whether the review has found searchers.
func ReviewStartedSearchers(r *Review) bool { return r.brain != nil }

// UseHost sets the program's Host until the test ends.
func UseHost(t interface{ Cleanup(func()) }, h Host) {
	was := host
	host = h
	t.Cleanup(func() { host = was })
}
