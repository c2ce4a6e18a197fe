package store

import (
	"path/filepath"
	"syscall"
)

// diskState says why the folder holding path cannot take a write: "the
// disk is full", "its file system is read-only", or "" when neither is
// the case (or it cannot tell).
func diskState(path string) string {
	var st syscall.Statfs_t
	if err := syscall.Statfs(filepath.Dir(path), &st); err != nil {
		return ""
	}
	const stRdonly = 1 // ST_RDONLY
	switch {
	case st.Flags&stRdonly != 0:
		return "its file system is read-only"
	case uint64(st.Bavail)*uint64(st.Bsize) < minFree:
		return "the disk is full"
	}
	return ""
}
