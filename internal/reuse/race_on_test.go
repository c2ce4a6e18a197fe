//go:build race

package reuse

// raceOn: the race detector makes a sync.Pool drop some of what it is
// given, on purpose.
const raceOn = true
