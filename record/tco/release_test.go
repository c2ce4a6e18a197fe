package tco

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"testing"
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
	fresh := make([]*Result, len(logs))
	for i, l := range logs {
		if fresh[i], err = Parse(l.name, l.data, r); err != nil {
			t.Fatal(err)
		}
	}
	for round := range 3 {
		for i, l := range logs {
			res, err := Parse(l.name, l.data, r)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(res, fresh[i]) {
				t.Fatalf("round %d, %s: a parse on released lists differs from a fresh one", round, l.name)
			}
			res.Release()
			if res.Match.Entries != nil || res.Notes.Len() != 0 {
				t.Fatalf("%s: a released result still has entries or notes", l.name)
			}
		}
	}
}
