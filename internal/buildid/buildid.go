// Package buildid reads the Go build ID of the running executable: a
// content hash the go command gives every binary it builds, which changes
// whenever any of the code built into it does. kfr keys what it caches of
// the engine's work (the game state kfr log resumes from) by it, so that a
// cache written by another build of kfr is never taken for this one's.
package buildid

import (
	"bytes"
	"encoding/binary"
	"io"
	"os"
	"sync"
)

// Self is the running executable's build ID, "" when it cannot be read
// (then nothing should be cached under it). Read once.
var Self = sync.OnceValue(func() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	head := make([]byte, headSize)
	n, _ := io.ReadFull(f, head)
	return Find(head[:n])
})

// headSize is how much of the file the build ID is looked for in: the go
// linker writes it near the start (as cmd/internal/buildid reads it).
const headSize = 32 << 10

// The ELF note the go linker writes: name "Go", type 4, the ID as its
// description; other formats carry the ID as a marked string instead.
var (
	elfNote   = []byte("\x04\x00\x00\x00")
	elfName   = []byte("\x04\x00\x00\x00Go\x00\x00")
	rawPrefix = []byte("\xff Go build ID: \"")
	rawSuffix = []byte("\"\n \xff")
)

// Find is the Go build ID in the head of an executable file, "" when none.
func Find(head []byte) string {
	// ELF: namesz 4, descsz, type 4, "Go\0\0", the ID.
	for i := 0; ; {
		k := bytes.Index(head[i:], elfName)
		if k < 0 {
			break
		}
		at := i + k
		if at >= 8 && bytes.Equal(head[at-8:at-4], elfNote) {
			size := int(binary.LittleEndian.Uint32(head[at-4 : at]))
			if start := at + len(elfName); size > 0 && size <= 1024 && start+size <= len(head) {
				return string(head[start : start+size])
			}
		}
		i = at + 1
	}
	if k := bytes.Index(head, rawPrefix); k >= 0 {
		rest := head[k+len(rawPrefix):]
		if e := bytes.Index(rest, rawSuffix); e > 0 && e <= 1024 {
			return string(rest[:e])
		}
	}
	return ""
}
