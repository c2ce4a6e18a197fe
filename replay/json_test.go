package replay

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

const schemaDoc = "../docs/replay-json.md"

// paths lists every key path of a decoded JSON value: "a.b", "a[].c".
// Lists contribute their elements' keys under "[]".
func paths(prefix string, v any, out map[string]bool) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			p := k
			if prefix != "" {
				p = prefix + "." + k
			}
			out[p] = true
			paths(p, e, out)
		}
	case []any:
		for _, e := range x {
			paths(prefix+"[]", e, out)
		}
	}
}

func sortedKeys(m map[string]bool) []string {
	var s []string
	for k := range m {
		s = append(s, k)
	}
	slices.Sort(s)
	return s
}

// exampleMatch has a violation, a disagreeing checkpoint and a key, so that
// every list of the JSON has elements.
func exampleMatch() *record.Match {
	l := newMatch("m-0001")
	l.turn(1, 0).house("brobnar").play("troll").play("krump").check(0, "aember", 1).end()
	l.turn(1, 1).house("untamed").play("dust-pixie").forge(engine.KeyAny).end()
	l.turn(2, 0).concede(0)
	return l.m
}

func producedPaths(t *testing.T, m *record.Match) map[string]bool {
	t.Helper()
	var b bytes.Buffer
	if err := WriteJSON(&b, mustRun(t, m)); err != nil {
		t.Fatal(err)
	}
	return decodedPaths(t, b.Bytes())
}

func readDoc(t *testing.T) string {
	t.Helper()
	doc, err := os.ReadFile(schemaDoc)
	if err != nil {
		t.Fatal(err)
	}
	return string(doc)
}

// docExample is the doc's example block "```json name", decoded.
func docExample(t *testing.T, name string) any {
	t.Helper()
	block := regexp.MustCompile("(?s)```json " + name + "\n(.*?)```").FindStringSubmatch(readDoc(t))
	if block == nil {
		t.Fatalf("%s has no ```json %s example", schemaDoc, name)
	}
	var example any
	if err := json.Unmarshal([]byte(block[1]), &example); err != nil {
		t.Fatalf("the %s example in %s does not parse: %v", name, schemaDoc, err)
	}
	return example
}

func decodedPaths(t *testing.T, b []byte) map[string]bool {
	t.Helper()
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("the JSON does not parse: %v", err)
	}
	out := map[string]bool{}
	paths("", v, out)
	return out
}

func TestJSONExampleMatchesDoc(t *testing.T) {
	example := docExample(t, "replay")
	want := map[string]bool{}
	paths("", example, want)
	got := producedPaths(t, exampleMatch())
	if !slices.Equal(sortedKeys(got), sortedKeys(want)) {
		t.Errorf("produced keys differ from the documented example\nproduced: %v\ndocumented: %v",
			sortedKeys(got), sortedKeys(want))
	}
	if want["schema"] && example.(map[string]any)["schema"] != float64(SchemaVersion) {
		t.Errorf("the example's schema is not %d", SchemaVersion)
	}
}

func TestJSONFieldTableMatchesOutput(t *testing.T) {
	doc := readDoc(t)
	table := map[string]bool{}
	for _, line := range strings.Split(doc, "\n") {
		if m := regexp.MustCompile("^\\| `([^`]+)` \\|").FindStringSubmatch(line); m != nil {
			table[m[1]] = true
		}
	}
	// The optional result.recorded appears when the header's result
	// differs from the replay's.
	// So does drift, when the command compared with a stored replay.
	m := exampleMatch()
	m.Header.Result = record.Result{Winner: 0, Reason: "keys"}
	r := mustRun(t, m)
	old := r.Stored()
	old.Violations = old.Violations[1:]
	old.Violations = append(old.Violations, engine.Violation{Rule: "exhausted", Action: 2})
	j := r.JSON()
	j.Drift = r.DriftJSON(Compare(old, r))
	var b bytes.Buffer
	if err := writeIndented(&b, j); err != nil {
		t.Fatal(err)
	}
	got := decodedPaths(t, b.Bytes())
	if !slices.Equal(sortedKeys(got), sortedKeys(table)) {
		t.Errorf("the field table differs from the output\noutput: %v\ntable: %v", sortedKeys(got), sortedKeys(table))
	}
	// The required fields are there.
	for _, p := range []string{"match", "result.winner", "result.reason", "final.turn", "final.players[].name",
		"final.players[].aember", "final.players[].keys", "final.players[].chains", "final.players[].hand",
		"final.players[].deck", "final.players[].discard", "final.players[].archives", "violations[].rule",
		"violations[].turn", "violations[].player", "violations[].step", "violations[].line",
		"violations[].action", "violations[].message", "violations[].reference", "checkpoints[].line",
		"checkpoints[].turn", "checkpoints[].ok", "checkpoints[].expected", "checkpoints[].actual"} {
		if !got[p] {
			t.Errorf("required field %s is missing", p)
		}
	}
}

func TestJSONNullsAndEmptyLists(t *testing.T) {
	l := newMatch("unfinished")
	l.turn(1, 0).house("brobnar").end()
	var b bytes.Buffer
	if err := WriteJSON(&b, mustRun(t, l.m)); err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(b.Bytes(), &v); err != nil {
		t.Fatal(err)
	}
	if w, ok := v["result"].(map[string]any)["winner"]; !ok || w != nil {
		t.Errorf("winner of an unfinished game is %v, want null", w)
	}
	for _, k := range []string{"violations", "checkpoints"} {
		if l, ok := v[k].([]any); !ok || len(l) != 0 {
			t.Errorf("%s is %v, want []", k, v[k])
		}
	}
	if v["clean"] != true {
		t.Error("a clean unfinished game is not clean")
	}
}

func TestBoardAndAuditJSONMatchDoc(t *testing.T) {
	board := mustRun(t, boardSample())
	audit := mustRun(t, auditSample())
	ta, err := audit.Turn(4)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		write func(*bytes.Buffer) error
	}{
		{"state", func(b *bytes.Buffer) error { return WriteBoardJSON(b, board.Final(), testCards) }},
		{"audit", func(b *bytes.Buffer) error { return WriteTurnJSON(b, ta, testCards) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := c.write(&b); err != nil {
				t.Fatal(err)
			}
			got := decodedPaths(t, b.Bytes())
			want := map[string]bool{}
			paths("", docExample(t, c.name), want)
			if !slices.Equal(sortedKeys(got), sortedKeys(want)) {
				t.Errorf("produced keys differ from the documented example\nproduced: %v\ndocumented: %v",
					sortedKeys(got), sortedKeys(want))
			}
		})
	}
}
