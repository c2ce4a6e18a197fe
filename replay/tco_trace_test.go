package replay

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestTCOTrace prints a shared log entry by entry with the engine's Æmber
// and keys after each, the violations and the board of both players: set
// TCO_TRACE to the log's file name (game-01.txt) and optionally
// TCO_TRACE_TO to the last line to show. A tool for finding why a
// checkpoint disagrees; it asserts nothing.
func TestTCOTrace(t *testing.T) {
	name := os.Getenv("TCO_TRACE")
	if name == "" {
		t.Skip("TCO_TRACE not set")
	}
	to := 1 << 30
	if s := os.Getenv("TCO_TRACE_TO"); s != "" {
		fmt.Sscan(s, &to)
	}
	ix := sharedIndex(t)
	for _, l := range sharedLogs(t) {
		if l.name != name {
			continue
		}
		m := l.res.Match
		g, _, err := newGame(m, ix, l.deck)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, e := range m.Entries {
			if e.Line > to {
				break
			}
			out := g.Apply(e.Action)
			v := g.View()
			fmt.Fprintf(&b, "%4d %-70.70s | %d/%d %d/%d", e.Line, strings.TrimSpace(e.Text),
				v.Players[0].Aember, len(v.Players[0].Keys), v.Players[1].Aember, len(v.Players[1].Keys))
			if e.Comment != "" {
				fmt.Fprintf(&b, " #%s", e.Comment)
			}
			for _, c := range out.Checks {
				if !c.OK {
					fmt.Fprintf(&b, " !! %s p%d want %s got %s", c.Item.Field, c.Player, c.Expected, c.Actual)
				}
			}
			for _, vi := range out.Violations {
				fmt.Fprintf(&b, " [%s: %s]", vi.Rule, vi.Message)
			}
			b.WriteByte('\n')
			if e.Action.Verb == engine.VerbEnd || e.Line == to {
				for p := range v.Players {
					fmt.Fprintf(&b, "      p%d line:", p)
					for _, c := range v.Players[p].Battleline {
						fmt.Fprintf(&b, " %s(%dA %dD)", c.ID, c.Aember, c.Damage)
					}
					fmt.Fprintf(&b, " arts:")
					for _, c := range v.Players[p].Artifacts {
						fmt.Fprintf(&b, " %s", c.ID)
					}
					b.WriteByte('\n')
				}
			}
		}
		t.Log("\n" + b.String())
	}
}
