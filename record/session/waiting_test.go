package session_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// After "play Anger" with two friendly creatures, the session says what
// waits and its legal answers; TAB after choose offers only those; an
// action that does not answer is logged with the choice it left
// unanswered; the choose line answers it.
func TestWaitingChoice(t *testing.T) {
	setup := []string{"house brobnar", "play Troll", "end", "house untamed", `play "Dust Pixie"`, "end",
		"house brobnar", "play Krump"}
	st, id := newMatch(t, setup...)
	s := open(t, st, id)
	if _, ok := s.Waiting(); ok {
		t.Fatal("a choice waits before Anger is played")
	}
	ls, err := s.Log([]string{"play Anger"})
	if err != nil {
		t.Fatal(err)
	}
	w := ls[0].Waiting
	if w == nil || w.Text != "Anger: ready and fight with a friendly creature" || !slices.Equal(w.Answers, []string{"Troll", "Krump"}) {
		t.Fatalf("waiting after play Anger = %+v", w)
	}
	if !strings.HasSuffix(s.Status(), ", choose") {
		t.Errorf("status %q does not say a choice waits", s.Status())
	}
	var text bytes.Buffer
	s.WriteLogged(&text, ls)
	if !strings.Contains(text.String(), "WAITING: Anger: ready and fight with a friendly creature\n     answer: choose Troll | Krump\n") {
		t.Errorf("the logged text does not show what waits:\n%s", text.String())
	}

	completions := []struct {
		line string
		want []string
	}{
		{"choose ", []string{"Troll", "Krump"}},
		{"choose k", []string{"Krump"}},
		{"choose x", nil},
	}
	for _, c := range completions {
		t.Run(c.line, func(t *testing.T) {
			start, got := s.Complete(c.line, len(c.line))
			if start != len("choose ") || !slices.Equal(got, c.want) {
				t.Errorf("Complete(%q) = %d %q, want %d %q", c.line, start, got, len("choose "), c.want)
			}
		})
	}

	t.Run("an action that does not answer", func(t *testing.T) {
		st, id := newMatch(t, append(setup, "play Anger")...)
		s := open(t, st, id)
		ls, err := s.Log([]string{"check Alice aember 2", "reap Troll"})
		if err != nil {
			t.Fatal(err)
		}
		if ls[0].Unanswered != nil || ls[0].Waiting == nil {
			t.Errorf("a check line: unanswered %+v, waiting %+v; want the choice still waiting", ls[0].Unanswered, ls[0].Waiting)
		}
		if u := ls[1].Unanswered; u == nil || u.Source != "Anger" {
			t.Fatalf("reap Troll: unanswered %+v, want Anger's choice", u)
		}
		var b bytes.Buffer
		if err := json.NewEncoder(&b).Encode(s.JSON(ls)); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), `"unanswered":{"source":"Anger","text":"Anger: ready and fight with a friendly creature","answers":["Troll","Krump"]}`) {
			t.Errorf("JSON lacks the unanswered choice: %s", b.String())
		}
	})

	t.Run("choose answers", func(t *testing.T) {
		ls, err := s.Log([]string{"choose Krump"}) // Krump readies and fights the only enemy, Dust Pixie
		if err != nil {
			t.Fatal(err)
		}
		if ls[0].Waiting != nil || ls[0].Unanswered != nil || len(ls[0].Violations) != 0 {
			t.Errorf("choose Krump: waiting %+v, unanswered %+v, violations %v", ls[0].Waiting, ls[0].Unanswered, ls[0].Violations)
		}
	})
}
