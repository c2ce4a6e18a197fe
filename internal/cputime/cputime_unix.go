//go:build unix

// Package cputime reads the CPU time the process has used, for benchmarks
// that report it beside the wall time.
package cputime

import (
	"syscall"
	"time"
)

// Used is the CPU time the process has used, user and system, all threads
// (the garbage collector's included): on a machine others load, it varies
// far less than the wall time a benchmark reports. 0 when unknown.
func Used() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
