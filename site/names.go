package site

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Slug is a name made safe for a file name: letters and digits kept
// (lower case), every run of anything else one '-'.
func Slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	s := strings.TrimSuffix(b.String(), "-")
	if s == "" {
		return "unnamed"
	}
	return s
}

// fileNames gives each name a file of its own: prefix, the name's slug,
// ".html"; names whose slugs collide ("Ann!" and "ann?") get -2, -3…
// in the order given (callers give names sorted, so that is stable).
type fileNames map[string]bool

func (taken fileNames) name(prefix, name string) string {
	base := prefix + Slug(name)
	file := base + ".html"
	for n := 2; taken[file]; n++ {
		file = base + "-" + strconv.Itoa(n) + ".html"
	}
	taken[file] = true
	return file
}

// sortFiles puts first first, the rest by name.
func sortFiles(files []string, first string) {
	sort.Slice(files, func(i, j int) bool {
		if (files[i] == first) != (files[j] == first) {
			return files[i] == first
		}
		return files[i] < files[j]
	})
}
