package play

// NewReviewAt is NewReview at another level than ReviewLevel (for tests).
var NewReviewAt = newReview
