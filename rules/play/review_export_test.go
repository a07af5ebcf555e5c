package play

// NewReviewAt is NewReview at another level than ReviewLevel (for tests).
var NewReviewAt = newReview

// AnalyseFrom is Analyse of the moves from index from on.
var AnalyseFrom = analyseFrom
