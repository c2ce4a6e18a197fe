package tco

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// describe is a compact, stable text of an entry for golden files and
// debugging: verb, fields that are set, comment.
func describe(e record.Entry) string {
	a := e.Action
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s", e.Line, a.Verb)
	if a.Player != engine.NoPlayer && a.Verb != engine.VerbNone {
		fmt.Fprintf(&b, " p%d", a.Player)
	}
	if !a.Card.IsZero() {
		fmt.Fprintf(&b, " %s", a.Card.ID)
		if a.Card.Copy != 0 {
			fmt.Fprintf(&b, "#%d", a.Card.Copy)
		}
	}
	if !a.Target.IsZero() {
		fmt.Fprintf(&b, " -> %s", a.Target.ID)
	}
	if a.Key != engine.KeyAny {
		fmt.Fprintf(&b, " key=%s", a.Key)
	}
	if a.House != "" {
		fmt.Fprintf(&b, " house=%s", a.House)
	}
	if a.N != 0 {
		fmt.Fprintf(&b, " n=%d", a.N)
	}
	if len(a.Words) > 0 {
		fmt.Fprintf(&b, " %q", a.Words)
	}
	if f := a.Effect; f != nil {
		fmt.Fprintf(&b, " %s p%d", f.Kind, f.Player)
		if f.N != 0 {
			fmt.Fprintf(&b, " n=%d", f.N)
		}
		if !f.Card.IsZero() {
			fmt.Fprintf(&b, " %s", f.Card.ID)
			if f.Card.Copy != 0 {
				fmt.Fprintf(&b, "#%d", f.Card.Copy)
			}
		}
		if !f.Target.IsZero() {
			fmt.Fprintf(&b, " -> %s", f.Target.ID)
		}
		if f.Key != engine.KeyAny {
			fmt.Fprintf(&b, " key=%s", f.Key)
		}
		if f.Splash != 0 {
			fmt.Fprintf(&b, " splash=%d", f.Splash)
		}
		if f.Duration != engine.UntilNone {
			fmt.Fprintf(&b, " %s", f.Duration)
		}
	}
	if ch := a.Check; ch != nil {
		fmt.Fprintf(&b, " p%d", ch.Player)
		for _, it := range ch.Items {
			fmt.Fprintf(&b, " %s=%d", it.Field, it.N)
		}
	}
	if e.Comment != "" {
		fmt.Fprintf(&b, " # %s", e.Comment)
	}
	return b.String()
}

func TestDumpEntries(t *testing.T) {
	name := os.Getenv("TCO_ENTRIES")
	if name == "" {
		t.Skip("set TCO_ENTRIES=tco-logs/game-01.txt (a path under the shared data) to print a log's entries")
	}
	ix := testIndex(t)
	data, err := os.ReadFile(filepath.Join(sharedData, name))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Parse(name, data, ix)
	if err != nil {
		t.Fatal(err)
	}
	h := res.Match.Header
	fmt.Printf("players %q decks %q first %d chains %v result %+v\n", h.Players, h.Decks, h.First, h.Chains, h.Result)
	for _, e := range res.Match.Entries {
		fmt.Printf("%-70.70s | %s\n", describe(e), strings.TrimSpace(e.Text))
	}
	fmt.Printf("seen %q\n", res.Seen)
}
