//go:build !unix

package session_test

import "time"

// cpuTime is not measured here (0): the benchmarks then report no CPU time.
func cpuTime() time.Duration { return 0 }
