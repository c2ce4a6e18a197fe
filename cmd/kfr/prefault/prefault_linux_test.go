package prefault

import (
	"reflect"
	"slices"
	"syscall"
	"testing"
	"unsafe"
)

// resident reports how many of s's pages mincore says are in memory.
func resident(t *testing.T, s span) int {
	t.Helper()
	vec := make([]byte, (s.end-s.start)/pageSize)
	if _, _, errno := syscall.Syscall(syscall.SYS_MINCORE, s.start, s.end-s.start, uintptr(unsafe.Pointer(&vec[0]))); errno != 0 {
		t.Fatalf("mincore: %v", errno)
	}
	n := 0
	for _, v := range vec {
		n += int(v & 1)
	}
	return n
}

func TestPopulateMapsFreshPages(t *testing.T) {
	const pages = 32
	mem, err := syscall.Mmap(-1, 0, pages*int(pageSize), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(mem)
	s := span{uintptr(unsafe.Pointer(&mem[0])), uintptr(unsafe.Pointer(&mem[0])) + pages*pageSize}
	if n := resident(t, s); n != 0 {
		t.Fatalf("%d pages of a fresh mapping are resident before populating", n)
	}
	if !populate(s, madvPopulateWrite) {
		t.Skip("kernel without MADV_POPULATE_WRITE (Linux < 5.14)")
	}
	if n := resident(t, s); n != pages {
		t.Errorf("%d of %d pages resident after populating, want all", n, pages)
	}
}

func TestInitPopulatedTheHeapAfterAnchor(t *testing.T) {
	if v, _ := syscall.Getenv("KFR_PREFAULT"); v == "0" || anchor == nil {
		t.Skip("prefault is off (KFR_PREFAULT=0)")
	}
	s := heapSpan(uintptr(unsafe.Pointer(anchor)))
	if n, want := resident(t, s), int((s.end-s.start)/pageSize); n != want {
		t.Errorf("%d of the %d heap pages after the anchor are resident", n, want)
	}
}

func TestReadOnlySegmentsHoldCodeNotVariables(t *testing.T) {
	segs := readOnlySegments()
	if len(segs) == 0 {
		t.Fatal("no read-only segments found for the test binary")
	}
	in := func(addr uintptr) bool {
		return slices.ContainsFunc(segs, func(s span) bool { return s.start <= addr && addr < s.end })
	}
	code := reflect.ValueOf(TestReadOnlySegmentsHoldCodeNotVariables).Pointer()
	if !in(code) {
		t.Errorf("this test's code at %#x is in none of %x", code, segs)
	}
	if v := uintptr(unsafe.Pointer(&anchor)); in(v) {
		t.Errorf("the writable variable at %#x is in a read-only segment %x", v, segs)
	}
	for _, s := range segs {
		if s.start%pageSize != 0 || s.end%pageSize != 0 || s.end <= s.start {
			t.Errorf("segment %x is not a page-aligned range", s)
		}
		for _, r := range cachedRuns(s) {
			if r.start < s.start || r.end > s.end {
				t.Errorf("cached run %x lies outside its segment %x", r, s)
			}
		}
	}
}

func TestLoadedReadOnly(t *testing.T) {
	const ptLoad, ptPhdr = 1, 6
	const pfX, pfW, pfR = 1, 2, 4
	headers := []elf64Phdr{
		{Type: ptPhdr, Flags: pfR, Vaddr: 0x40, Memsz: 0x150},
		{Type: ptLoad, Flags: pfR | pfX, Vaddr: 0x0, Memsz: 0x4d1b11},
		{Type: ptLoad, Flags: pfR, Vaddr: 0x4d2000, Memsz: 0x465198},
		{Type: ptLoad, Flags: pfR | pfW, Vaddr: 0x938000, Memsz: 0x208b7e0},
		{Type: 0x6474e551, Flags: pfR | pfW}, // GNU_STACK
	}
	const base = 0x555500000000 // a position-independent executable's load address
	want := []span{{base, base + 0x4d2000}, {base + 0x4d2000, base + 0x938000}}
	if got := loadedReadOnly(base+0x40, headers); !slices.Equal(got, want) {
		t.Errorf("loadedReadOnly = %x, want %x", got, want)
	}
	if got := loadedReadOnly(base+0x40, headers[1:]); got != nil {
		t.Errorf("without PT_PHDR the load address is unknown, got %x", got)
	}
}

// FuzzLoadedReadOnly feeds loadedReadOnly arbitrary program headers: what
// it returns must be page-aligned, non-empty ranges, one for each
// non-writable PT_LOAD entry at most.
func FuzzLoadedReadOnly(f *testing.F) {
	f.Add(uint64(0x400040), uint64(0x40), uint64(0x400000), uint64(0x4d1b11), uint32(5), uint64(0x8d2000), uint64(0x465198), uint32(4))
	f.Add(uint64(0x40), uint64(0x40), uint64(0), uint64(1), uint32(1), ^uint64(0)-0xfff, uint64(0x2000), uint32(4)) // wraps around
	f.Fuzz(func(t *testing.T, phdr, phdrVaddr, v1, m1 uint64, fl1 uint32, v2, m2 uint64, fl2 uint32) {
		headers := []elf64Phdr{
			{Type: 6, Flags: 4, Vaddr: phdrVaddr},
			{Type: 1, Flags: fl1, Vaddr: v1, Memsz: m1},
			{Type: 1, Flags: fl2, Vaddr: v2, Memsz: m2},
		}
		got := loadedReadOnly(uintptr(phdr), headers)
		readOnly := 0
		for _, h := range headers[1:] {
			if h.Flags&2 == 0 && h.Memsz != 0 {
				readOnly++
			}
		}
		if len(got) > readOnly {
			t.Fatalf("%d ranges from %d read-only segments: %x", len(got), readOnly, got)
		}
		for _, s := range got {
			if s.start%pageSize != 0 || s.end%pageSize != 0 || s.end <= s.start {
				t.Fatalf("range %x is not page-aligned and non-empty", s)
			}
		}
	})
}
