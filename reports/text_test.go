package reports

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/analysis"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test -update rewrites it):\n%s", name, got)
	}
}

func TestRenderingsGolden(t *testing.T) {
	ms := synthetic(40, 4, 3)
	match := sampleMatch().Stats
	deck := analysis.Deck(evil, ms)
	matchups := analysis.Matrix(ms)
	chains := analysis.Recommend(evil, "Deck 000 of the Archon", ms)
	renderings := []struct {
		name  string
		write func(io.Writer) error
	}{
		{"match.txt", func(w io.Writer) error { return WriteMatchText(w, match) }},
		{"deck.txt", func(w io.Writer) error { return WriteDeckText(w, deck) }},
		{"matchups.txt", func(w io.Writer) error { return WriteMatchupsText(w, matchups) }},
		{"chains.txt", func(w io.Writer) error { return WriteChainsText(w, chains) }},
		{"match.json", func(w io.Writer) error { return WriteJSON(w, match) }},
		{"deck.json", func(w io.Writer) error { return WriteJSON(w, deck) }},
		{"matchups.json", func(w io.Writer) error { return WriteJSON(w, matchups) }},
		{"chains.json", func(w io.Writer) error { return WriteJSON(w, chains) }},
	}
	for _, r := range renderings {
		t.Run(r.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := r.write(&buf); err != nil {
				t.Fatal(err)
			}
			golden(t, r.name, buf.Bytes())
		})
	}
}

// JSON field names are an interface for tools: snake_case, and the ones
// tools read first are present.
func TestJSONFieldNames(t *testing.T) {
	ms := synthetic(40, 4, 3)
	values := map[string]any{
		"match":    sampleMatch().Stats,
		"deck":     analysis.Deck(evil, ms),
		"matchups": analysis.Matrix(ms),
		"chains":   analysis.Recommend(evil, "Deck 000 of the Archon", ms),
	}
	required := map[string][]string{
		"match":    {"id", "winner", "turns", "players", "aember_gained", "keys", "cards_played", "turn_rows"},
		"deck":     {"deck", "games", "wins", "losses", "win_rate", "as_first", "as_second", "timeline", "opponents", "current_streak"},
		"matchups": {"decks", "cells", "first_player"},
		"chains":   {"deck_a", "deck_b", "chained", "chains", "history", "why"},
	}
	for name, v := range values {
		t.Run(name, func(t *testing.T) {
			raw, _ := json.Marshal(v)
			keys := map[string]bool{}
			collectKeys(t, raw, keys)
			for k := range keys {
				if k != strings.ToLower(k) || strings.ContainsAny(k, " -") {
					t.Errorf("field %q is not snake_case", k)
				}
			}
			for _, k := range required[name] {
				if !keys[k] {
					t.Errorf("field %q missing", k)
				}
			}
		})
	}
}

func collectKeys(t *testing.T, raw []byte, keys map[string]bool) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				keys[k] = true
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
}

func TestTextKeepsTablesIntact(t *testing.T) {
	d := analysis.Deck("Bad\tDeck\nName\x1b[31m", []analysis.MatchSummary{
		{ID: "1", Decks: [2]string{"Bad\tDeck\nName\x1b[31m", "B"}, Winner: 0, First: 0}})
	var buf bytes.Buffer
	if err := WriteDeckText(&buf, d); err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(buf.String(), "\x1b") || !strings.Contains(buf.String(), "Deck: Bad Deck Name [31m") {
		t.Errorf("control characters reached the terminal:\n%q", buf.String())
	}
}
