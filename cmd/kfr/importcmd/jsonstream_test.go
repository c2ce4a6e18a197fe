package importcmd

import (
	"bytes"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/tcoimport"
)

// TestJSONStream: the document written a log at a time is byte for byte the
// one cmdutil.WriteJSON writes of all the reports at once.
func TestJSONStream(t *testing.T) {
	rep := func(file string) tcoimport.Report {
		return tcoimport.Report{File: file, Match: "7", Players: []string{"A", "B <&>"}, Lines: 3, Understood: 2,
			Checkpoints: 1, Unverifiable: 2, Unknown: []int{2},
			CheckpointItems: []tcoimport.CheckpointItem{{Line: 3, Player: "A", Field: "aember", Log: "1", Engine: "1", OK: true}}}
	}
	for _, tc := range []struct {
		name string
		reps []tcoimport.Report
	}{
		{"no log", nil},
		{"one log", []tcoimport.Report{rep("a.txt")}},
		{"three logs", []tcoimport.Report{rep("a.txt"), rep("b.txt"), rep("c.txt")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tot := totals{Logs: len(tc.reps), Lines: 3 * len(tc.reps)}
			var want bytes.Buffer
			doc := struct {
				Logs   []tcoimport.Report `json:"logs"`
				Totals totals             `json:"totals"`
			}{append([]tcoimport.Report{}, tc.reps...), tot}
			if err := cmdutil.WriteJSON(&want, doc); err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			s := &jsonStream{w: &got}
			s.begin()
			for _, r := range tc.reps {
				s.log(r)
			}
			if err := s.end(tot); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Errorf("streamed:\n%s\nat once:\n%s", got.String(), want.String())
			}
		})
	}
}
