package rules

import (
	"math/bits"
	"math/rand/v2"
)

// RNG is a seeded generator held by value inside game states, so copying a
// state copies its future random draws: same seed and moves, same game.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns a generator seeded from one number.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform value in [0,n) without bias (Lemire's method).
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("rules: IntN with n <= 0")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle permutes n elements through swap (Fisher-Yates).
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// MixSeeds derives one seed from several numbers (splitmix64 finalizer
// steps), so that related streams (game i of a match, deal j of a search)
// get unrelated generators.
func MixSeeds(values ...uint64) uint64 {
	h := uint64(0x9e3779b97f4a7c15)
	for _, v := range values {
		h ^= v + 0x9e3779b97f4a7c15 + h<<6 + h>>2
		h ^= h >> 30
		h *= 0xbf58476d1ce4e5b9
		h ^= h >> 27
		h *= 0x94d049bb133111eb
		h ^= h >> 31
	}
	return h
}
