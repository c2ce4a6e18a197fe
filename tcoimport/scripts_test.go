package tcoimport

import (
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/replay"
)

// TestImportUsesEveryScript: a TCO import resolves every script, compiled
// ones included: its header carries no [Scripts "hand"]. A match stored
// with that tag (imported before) still replays with the hand-written
// scripts only, as it was imported.
func TestImportUsesEveryScript(t *testing.T) {
	dir := sharedDir(t)
	st, ix := storeWithPacks(t, dir)
	rep, err := New(st, ix).Import("scripts.txt", []byte(settleLog("Alice uses Troll to gain 1 amber", 0)))
	if err != nil {
		t.Fatal(err)
	}
	m, err := st.Match(rep.Match)
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range m.Header.Tags {
		if tag.Name == record.ScriptsTag {
			t.Errorf("imported header has [%s %q], want none", tag.Name, tag.Value)
		}
	}
	if got := m.Header.Scripts(); got != engine.AllScripts {
		t.Errorf("imported match resolves scripts %d, want every script", got)
	}
	m.Header.Tags = append(m.Header.Tags, record.Tag{Name: record.ScriptsTag, Value: "hand"})
	if got := m.Header.Scripts(); got != engine.HandScripts {
		t.Errorf("a match tagged hand resolves scripts %d, want the hand-written ones", got)
	}
	if !m.Header.Setup(replay.FirstPlayer(m), [2]*engine.Deck{}).HandOnly {
		t.Error("a match tagged hand sets the engine up with every script")
	}
}
