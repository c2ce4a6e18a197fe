package tco

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

// TestParseKeepsPiecesOfSrc: the texts of a parse are pieces of the log
// it read, not a copy of it (Parse), also past a byte order mark; a log
// that is not valid UTF-8 is read from its repaired copy.
func TestParseKeepsPiecesOfSrc(t *testing.T) {
	within := func(s string, src []byte) bool {
		at := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		from := uintptr(unsafe.Pointer(unsafe.SliceData(src)))
		return at >= from && at+uintptr(len(s)) <= from+uintptr(len(src))
	}
	log := shapeLogHead + "nan26 plays Troll\nEnd of turn 1\n"
	for _, tc := range []struct {
		src    string
		pieces bool
	}{{log, true}, {"\xef\xbb\xbf" + log, true}, {log + "nan26 says \xff\n", false}} {
		src := []byte(tc.src)
		res, err := Parse("src", src, shapeCards)
		if err != nil {
			t.Fatal(err)
		}
		texts := []string{res.Match.Header.Players[0], res.Match.Header.Players[1], res.Match.Header.Decks[0]}
		for _, e := range res.Match.Entries {
			texts = append(texts, e.Text)
		}
		for _, s := range texts {
			if s == "" {
				continue
			}
			if within(s, src) != tc.pieces {
				t.Errorf("%q: %q is a piece of the log: %v, want %v", tc.src, s, !tc.pieces, tc.pieces)
			}
		}
	}
}

// TestParseAfterOthers: a log parses the same whatever was parsed before
// it (a parse hands its maps on to the next, emptied): each shared log
// parsed after all of them, in the other order, as it parsed first.
func TestParseAfterOthers(t *testing.T) {
	names := NewNames(testIndex(t))
	logs := testLogs(t)
	summary := func(res *Result) string {
		var b strings.Builder
		fmt.Fprintln(&b, res.Seen, res.Houses, res.Unresolved, res.Unknown, res.Understood, res.Commented)
		for i, e := range res.Match.Entries {
			fmt.Fprintln(&b, describe(e), e.Comment, res.Notes.At(i))
		}
		return b.String()
	}
	first := make([]string, len(logs))
	for i, lf := range logs {
		res, err := Parse(lf.name, lf.data, names)
		if err != nil {
			t.Fatal(err)
		}
		first[i] = summary(res)
	}
	for i := len(logs) - 1; i >= 0; i-- {
		res, err := Parse(logs[i].name, logs[i].data, names)
		if err != nil {
			t.Fatal(err)
		}
		if again := summary(res); again != first[i] {
			t.Errorf("%s parses otherwise after the others", logs[i].name)
		}
	}
}

// TestReleaseEmptiesSpare: a parser's release leaves every map and list
// of its spare empty, whatever the parse put there (every field, found
// by reflection, so that one added later is checked too).
func TestReleaseEmptiesSpare(t *testing.T) {
	p := newParser(nil)
	sp := p.spare
	var fill func(v reflect.Value)
	fill = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Map:
			v.SetMapIndex(reflect.ValueOf("troll"), reflect.New(v.Type().Elem()).Elem())
		case reflect.Slice:
			v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem()))
		case reflect.Array:
			for i := range v.Len() {
				fill(v.Index(i))
			}
		case reflect.Struct:
			for i := range v.NumField() {
				f := v.Field(i) // unexported: set through its address
				fill(reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem())
			}
		}
	}
	fill(reflect.ValueOf(sp).Elem())
	// The parser's own lists are the ones it hands on.
	p.seenOrder = sp.seenOrder
	p.release()
	var check func(name string, v reflect.Value)
	check = func(name string, v reflect.Value) {
		switch v.Kind() {
		case reflect.Map, reflect.Slice:
			if v.Len() != 0 {
				t.Errorf("%s holds %d after release", name, v.Len())
			}
		case reflect.Array:
			for i := range v.Len() {
				check(fmt.Sprintf("%s[%d]", name, i), v.Index(i))
			}
		}
	}
	st := reflect.ValueOf(sp).Elem()
	for i := range st.NumField() {
		check(st.Type().Field(i).Name, st.Field(i))
	}
}

// cutPhaseByWord is cutPhase as it was before it looked at the first
// letter: the first word, then " phase - " right after it.
func cutPhaseByWord(s string) (phase, who string, ok bool) {
	i := strings.IndexByte(s, ' ')
	if i < 0 || !strings.HasPrefix(s[i:], " phase - ") {
		return "", "", false
	}
	who = s[i+len(" phase - "):]
	switch s[:i] {
	case "Key", "House", "Main", "Ready", "Draw":
		return strings.ToLower(s[:i]), who, true
	}
	return "", "", false
}

// TestCutPhaseAsByWord: cutPhase reads what the first word says, on the
// phases' lines and lines made of their pieces.
func TestCutPhaseAsByWord(t *testing.T) {
	lines := []string{"Key phase - NaN", "House phase - nan26", "Draw phase - ", "Keys phase - x", "key phase - x", "Main phase -x", ""}
	lines = append(lines, randomLines(rand.New(rand.NewPCG(19, 20)), 20000, 5,
		"Key", "House", "Main", "Ready", "Draw", "Kay", " phase - ", " phase", " ", "x", "D", "Æ")...)
	for _, l := range lines {
		p, w, ok := cutPhase(l)
		wp, ww, wok := cutPhaseByWord(l)
		if p != wp || w != ww || ok != wok {
			t.Errorf("cutPhase(%q) = %q, %q, %v, want %q, %q, %v", l, p, w, ok, wp, ww, wok)
		}
	}
}
