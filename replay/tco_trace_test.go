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
// TCO_TRACE_TO to the last line to show, TCO_TRACE_EVENTS=1 for the
// engine's events. A tool for finding why a
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
	events := os.Getenv("TCO_TRACE_EVENTS") != ""
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
			if events {
				for _, ev := range out.Events {
					if txt := EventText(ev, [2]string{v.Players[0].Name, v.Players[1].Name}, ix); txt != "" {
						fmt.Fprintf(&b, "        . %s\n", txt)
					}
				}
			}
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

// TestTCODivergences lists, for every shared log, each checkpoint item
// where the engine departs from the log, correcting the engine's pools by
// a declared gain or loss after each so that one cause shows once (set
// TCO_DIVERGENCES=1). A diagnostic only: the corrections are never part of
// a replay, and the test asserts nothing.
func TestTCODivergences(t *testing.T) {
	if os.Getenv("TCO_DIVERGENCES") == "" {
		t.Skip("TCO_DIVERGENCES not set")
	}
	ix := sharedIndex(t)
	total := 0
	for _, l := range sharedLogs(t) {
		m := l.res.Match
		g, _, err := newGame(m, ix, l.deck)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, e := range m.Entries {
			var cost int
			if _, err := fmt.Sscanf(e.Comment, "key phase, cost %d", &cost); err == nil && e.Action.Check != nil {
				if pl := e.Action.Check.Player; g.KeyCost(pl) != cost {
					fmt.Fprintf(&b, "%s:%d keycost p%d want %d got %d\n", l.name, e.Line, pl, cost, g.KeyCost(pl))
				}
			}
			out := g.Apply(e.Action)
			var fix []engine.Effect
			for _, c := range out.Checks {
				if c.OK {
					continue
				}
				total++
				fmt.Fprintf(&b, "%s:%d %s p%d want %s got %s\n", l.name, e.Line, c.Item.Field, c.Player, c.Expected, c.Actual)
				var want, got int
				fmt.Sscan(c.Expected, &want)
				fmt.Sscan(c.Actual, &got)
				switch {
				case c.Item.Field == "keys" && want > got:
					fix = append(fix, engine.Effect{Kind: engine.EffForge, Player: c.Player})
				case c.Item.Field == "keys" && want < got:
					fix = append(fix, engine.Effect{Kind: engine.EffUnforge, Player: c.Player})
				case c.Item.Field != "aember":
				case want > got:
					fix = append(fix, engine.Effect{Kind: engine.EffGain, Player: c.Player, N: want - got})
				case want < got:
					fix = append(fix, engine.Effect{Kind: engine.EffLose, Player: c.Player, N: got - want})
				}
			}
			for i := range fix {
				g.Apply(engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer, Effect: &fix[i]})
			}
		}
		t.Log("\n" + b.String())
	}
	t.Logf("%d divergences", total)
}
