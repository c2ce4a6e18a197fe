package notation

import (
	"os"
	"strings"
	"testing"
)

// TestDocsListEverything keeps docs/notation.md in step with the code:
// every verb, effect, check field and house is documented.
func TestDocsListEverything(t *testing.T) {
	data, err := os.ReadFile("../../docs/notation.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	for _, v := range Verbs {
		if !strings.Contains(doc, "`"+v) {
			t.Errorf("verb %s is not documented", v)
		}
	}
	for _, e := range EffectNames() {
		if !strings.Contains(doc, "| `"+e+"` ") || !strings.Contains(doc, "`> "+e) {
			t.Errorf("effect %s is not in the effect table", e)
		}
	}
	fields := append(append([]string{}, playerFields...), cardNumFields...)
	fields = append(append(fields, sortedKeys(playerWordFields)...), sortedKeys(cardWordFields)...)
	for _, f := range fields {
		if !strings.Contains(doc, "| `"+f+"`") {
			t.Errorf("check field %s is not documented", f)
		}
	}
	for _, h := range Houses {
		if !strings.Contains(doc, string(h)) {
			t.Errorf("house %s is not documented", h)
		}
	}
}
