// Package prefault maps, in a few system calls as kfr starts, memory that
// the command would otherwise fault in one page at a time: the cached
// pages of the executable's code and read-only data, and the next stretch
// of the Go heap. cmd/kfr imports it for its init alone.
//
// Why: kfr log is one whole process per action, with a 20 ms budget
// (issue 4). On the virtual machines kfr is developed and measured on, a
// first touch of a page costs 2 to 11 µs, and a kfr log takes about 650
// page faults; a populating madvise(2) maps pages for about 1 µs each. It
// saves a kfr log there 1.4 to 2.3 ms of about 20 (the median of paired
// runs; BenchmarkLogPrefault in cmd/kfr/logcmd measures it). On bare metal
// a page fault is a fraction of a microsecond, and the calls cost about as
// little as they save.
//
// It never reads the disk: code pages that are not in the page cache are
// left to fault in as usual. It does nothing on systems other than Linux,
// on kernels older than 5.14 (no MADV_POPULATE_READ/WRITE), or when the
// environment has KFR_PREFAULT=0 (to measure what it saves).
package prefault

import "syscall"

// heapAhead is how much of the Go heap, from the object prefault
// allocates as it initializes, is populated: the heap of a kfr log, spans
// and goroutine stacks included, grows about 0.9 MB upward from there.
// (Populating 0.75 or 1.5 MB instead measured no better.)
const heapAhead = 1 << 20

// heapChunk is the unit in which the Go runtime maps heap memory
// (runtime.pallocChunkBytes). The populated stretch stays inside the chunk
// of its first object: past it lies memory that is not mapped yet.
const heapChunk = 4 << 20

// pageSize is the system's memory page size: madvise wants ranges that
// start on a page.
var pageSize = uintptr(syscall.Getpagesize())

// span is a range of addresses [start, end).
type span struct{ start, end uintptr }

// residentRuns returns the runs of consecutive pages that vec (as mincore
// fills it, one byte a page from start) says are in memory.
func residentRuns(start uintptr, vec []byte) []span {
	var runs []span
	for i := 0; i < len(vec); {
		if vec[i]&1 == 0 {
			i++
			continue
		}
		j := i
		for j < len(vec) && vec[j]&1 != 0 {
			j++
		}
		runs = append(runs, span{start + uintptr(i)*pageSize, start + uintptr(j)*pageSize})
		i = j
	}
	return runs
}

// heapSpan is the stretch of heap to populate, given the address of a
// freshly allocated object: from its page, heapAhead bytes up, not past
// the end of its heap chunk.
func heapSpan(obj uintptr) span {
	start := obj &^ (pageSize - 1)
	chunkEnd := obj&^(heapChunk-1) + heapChunk
	return span{start, min(start+heapAhead, chunkEnd)}
}
