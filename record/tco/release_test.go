package tco

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/record/codec"
)

// TestReleaseLeavesLaterParsesAsFresh: parses that take the lists of
// released results (long logs after short ones and back) make what
// parses of a process that released nothing make, and a released result
// has no entries or notes left, so that a use after Release shows.
func TestReleaseLeavesLaterParsesAsFresh(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // the pools keep what they are given
	synthetic, err := os.ReadFile(filepath.Join("testdata", "synthetic.txt"))
	if err != nil {
		t.Fatal(err)
	}
	logs := []logFile{{"synthetic", synthetic}}
	var r Resolver = shapeCards
	if _, err := os.Stat(filepath.Join(sharedData, "tco-logs")); err == nil {
		logs = append(logs, testLogs(t)...)
		r = NewNames(testIndex(t))
	}
	// What each fresh parse made, written out before any other parse
	// ran: a result sharing memory with a later one would otherwise
	// compare equal to it whatever that memory holds.
	fresh := make([]string, len(logs))
	for i, l := range logs {
		res, err := Parse(l.name, l.data, r)
		if err != nil {
			t.Fatal(err)
		}
		fresh[i] = written(t, res)
	}
	// Each result is checked again after the next parse, then released:
	// a parse must take nothing a result still holds.
	var last *Result
	lastAt := 0
	for round := range 3 {
		for i, l := range logs {
			res, err := Parse(l.name, l.data, r)
			if err != nil {
				t.Fatal(err)
			}
			if written(t, res) != fresh[i] {
				t.Fatalf("round %d, %s: a parse on released lists differs from a fresh one", round, l.name)
			}
			if last != nil {
				if written(t, last) != fresh[lastAt] {
					t.Fatalf("round %d, %s: a result changed when the next log was parsed", round, logs[lastAt].name)
				}
				last.Release()
				if last.Match.Entries != nil || last.Notes.Len() != 0 {
					t.Fatalf("%s: a released result still has entries or notes", logs[lastAt].name)
				}
			}
			last, lastAt = res, i
		}
	}
}

// written is everything res holds, pointers followed: its match's
// header and entries (each action in the match codec), its notes and
// its counts.
func written(t *testing.T, res *Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%+v\n%d %d %d %+v %v %v %v %s\n", res.Match.Header, res.Lines, res.Understood, res.Commented,
		res.Unknown, res.Seen, res.Houses, res.Unresolved, res.Hash)
	for i, e := range res.Match.Entries {
		a, err := codec.EncodeAction(e.Action)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%x %q %q %d %+v\n", a, e.Text, e.Comment, e.Line, res.Notes.At(i))
	}
	return b.String()
}
