//go:build !race

package reuse

const raceOn = false
