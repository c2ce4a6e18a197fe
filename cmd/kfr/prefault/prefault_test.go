package prefault

import (
	"slices"
	"testing"
)

func TestResidentRuns(t *testing.T) {
	const base = 0x10000
	page := func(i int) uintptr { return base + uintptr(i)*pageSize }
	tests := []struct {
		name string
		vec  []byte
		want []span
	}{
		{"none cached", []byte{0, 0, 0}, nil},
		{"all cached", []byte{1, 1, 1}, []span{{page(0), page(3)}}},
		{"runs and gaps", []byte{1, 1, 0, 1, 0, 0, 1, 1, 1}, []span{{page(0), page(2)}, {page(3), page(4)}, {page(6), page(9)}}},
		// mincore's other bits are reserved: only bit 0 says cached.
		{"only bit 0 counts", []byte{2, 3, 0xfe}, []span{{page(1), page(2)}}},
		{"empty", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := residentRuns(base, tt.vec); !slices.Equal(got, tt.want) {
				t.Errorf("residentRuns(%v) = %x, want %x", tt.vec, got, tt.want)
			}
		})
	}
}

func TestHeapSpan(t *testing.T) {
	const chunk = 0x40000000 // a heap chunk's start (4 MB aligned)
	tests := []struct {
		name string
		obj  uintptr
		want span
	}{
		{"from the object's page", chunk + pageSize + 0x234, span{chunk + pageSize, chunk + pageSize + heapAhead}},
		{"stops at the chunk's end", chunk + heapChunk - 3*pageSize + 8, span{chunk + heapChunk - 3*pageSize, chunk + heapChunk}},
		{"object on a page boundary", chunk + 0x200000, span{chunk + 0x200000, chunk + 0x200000 + heapAhead}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := heapSpan(tt.obj); got != tt.want {
				t.Errorf("heapSpan(%#x) = %x, want %x", tt.obj, got, tt.want)
			}
		})
	}
}
