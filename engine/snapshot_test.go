package engine

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"unsafe"
)

// snapFields is what the snapshot codec knows of each struct of a game's
// state: the fields it writes, those it writes as card ids (their structs
// are the database's, not the game's), and those it leaves out on purpose
// (derived from the setup by New, scratch space, the last action's
// outcome). A field of none of the three fails TestSnapshotKnowsEveryField:
// add it to AppendSnapshot and Resume (and bump snapshotVersion), then here.
var snapFields = map[string]struct{ written, ids, left string }{
	"Game": {
		written: "cards p first turn active numbering step house left nleft handPlays plays stepUses omegaEnded " +
			"forgedStep sixCount archivesOK offHouseBy destroyed startGain refiller refillLeft lasting blankers pend suspended stack " +
			"nstack ans forcing sweeping compiled auto nauto autoNo order norder auraDepth upList over winner " +
			"reason actionIndex source did ndid inRun runSrc proph",
		ids:  "defs",
		left: "powers db defIDs scripts bufs nbuf ctxs nctx statics staticBits lowersPower grantedKWs triggers granted ev setupEv viol checks hiddenPick asked nasked",
	},
	"player": {
		written: "name aember keys chains tide mullig hand deckTop archive discard purged line arts handUnknown " +
			"deckUnknown archUnknown turns",
		left: "deck",
	},
	"inst":     {written: "def owner controller zone flags damage aember counters time armorUsed parent copy"},
	"lasting":  {written: "kind player card n kw until source house tied text"},
	"pending":  {written: "kind player source icon half flank pos target run"},
	"run":      {written: "def src ab pc rep player trig nThat that done did house opt loops npick pick use in chosen left"},
	"answers":  {written: "cards words ci wi"},
	"didEntry": {written: "kind player used src n card"},
	"CardRef":  {written: "ID Copy Icons"},

	// The prophecies (prophecy.go).
	"prophState": {written: "card fate named used due acts kills played guess"},
}

// verified are written fields Resume compares with the setup's instead of
// taking them: a snapshot of another setup is refused.
var verified = map[string]bool{"player.name": true, "Game.compiled": true, "Game.first": true}

// TestSnapshotKnowsEveryField fails when a struct the game holds gains a
// field the codec does not know (snapFields), or a struct of its state
// is not listed at all.
func TestSnapshotKnowsEveryField(t *testing.T) {
	seen := map[string]bool{}
	var walk func(reflect.Type)
	walk = func(st reflect.Type) {
		if seen[st.Name()] {
			return
		}
		seen[st.Name()] = true
		known, ok := snapFields[st.Name()]
		if !ok {
			t.Errorf("%s is part of the game's state and unknown to the snapshot codec", st.Name())
			return
		}
		all := strings.Fields(known.written + " " + known.ids + " " + known.left)
		var have []string
		for i := range st.NumField() {
			f := st.Field(i)
			have = append(have, f.Name)
			if !slices.Contains(all, f.Name) {
				t.Errorf("%s.%s is not known to the snapshot codec: write it in AppendSnapshot and Resume, or say why it is left out (snapshot_test.go)", st.Name(), f.Name)
				continue
			}
			if slices.Contains(strings.Fields(known.written), f.Name) {
				if inner := structOf(f.Type); inner != nil && inner.PkgPath() == st.PkgPath() {
					walk(inner)
				}
			}
		}
		for _, name := range all {
			if !slices.Contains(have, name) {
				t.Errorf("snapFields names %s.%s, which is no longer a field", st.Name(), name)
			}
		}
	}
	walk(reflect.TypeFor[Game]())
	for name := range snapFields {
		if !seen[name] {
			t.Errorf("snapFields lists %s, which the game no longer holds", name)
		}
	}
}

// structOf is the struct a field's type holds (through arrays, slices and
// pointers), nil when none.
func structOf(t reflect.Type) reflect.Type {
	for {
		switch t.Kind() {
		case reflect.Array, reflect.Slice, reflect.Pointer:
			t = t.Elem()
		case reflect.Struct:
			return t
		default:
			return nil
		}
	}
}

// TestSnapshotWritesEveryField changes each written field of a game in
// play, one at a time, and wants the change back from Resume: a field
// snapFields calls written but the codec forgets fails here.
func TestSnapshotWritesEveryField(t *testing.T) {
	s := newScen(t, []string{"troll", "krump", "anger", "dust-pixie"}, []string{"urchin", "bad-penny", "mind-barb"})
	s.house("brobnar")
	s.play("troll")
	setup := Setup{Players: [2]PlayerSetup{{Name: s.g.p[0].name, Deck: s.g.p[0].deck}, {Name: s.g.p[1].name, Deck: s.g.p[1].deck}}}
	if d := SnapshotDiff(s.g, resume(t, s.g, setup)); d != "" {
		t.Fatalf("a game in play does not come back: %s", d)
	}
	pokes := 0
	var poke func(v reflect.Value, typ, path string)
	poke = func(v reflect.Value, typ, path string) {
		switch v.Kind() {
		case reflect.Struct:
			known := snapFields[v.Type().Name()]
			for _, name := range strings.Fields(known.written) {
				if !verified[v.Type().Name()+"."+name] {
					poke(writable(v.FieldByName(name)), v.Type().Name(), path+"."+name)
				}
			}
		case reflect.Array:
			for i := range v.Len() {
				poke(v.Index(i), typ, fmt.Sprintf("%s[%d]", path, i))
			}
		case reflect.Slice:
			if v.Len() == 0 && path != "Game.sixCount" && path != "Game.cards" {
				v.Set(reflect.Append(v, reflect.Zero(v.Type().Elem()))) // a list of one, to change
			}
			for i := range min(v.Len(), 3) {
				poke(v.Index(i), typ, fmt.Sprintf("%s[%d]", path, i))
			}
		default:
			was := reflect.New(v.Type()).Elem()
			was.Set(v)
			setOther(v)
			pokes++
			if d := SnapshotDiff(s.g, resume(t, s.g, setup)); d != "" {
				t.Errorf("%s changed, and Resume gives back: %s", path, d)
			}
			v.Set(was)
		}
	}
	poke(reflect.ValueOf(s.g).Elem(), "Game", "Game")
	if pokes < 200 {
		t.Errorf("only %d fields changed: the walk missed the game's state", pokes)
	}
}

// writable is v made settable, unexported or not.
func writable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// setOther gives v another value that a snapshot can carry (small, so that
// card ids stay ids).
func setOther(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if v.Int() == 1 {
			v.SetInt(0)
		} else {
			v.SetInt(1)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if v.Uint() == 1 {
			v.SetUint(0)
		} else {
			v.SetUint(1)
		}
	case reflect.String:
		if v.String() == "x" {
			v.SetString("")
		} else {
			v.SetString("x")
		}
	default:
		panic("setOther: " + v.Kind().String())
	}
}

func resume(t *testing.T, g *Game, s Setup) *Game {
	t.Helper()
	r, err := Resume(g.db, s, g.AppendSnapshot(nil))
	if err != nil {
		t.Fatalf("Resume: %v", err)
	}
	return r
}

// TestResumeRefuses: a snapshot damaged, cut short, of another version or
// of another setup gives ErrSnapshot, never a game.
func TestResumeRefuses(t *testing.T) {
	s := newScen(t, []string{"troll", "krump"}, []string{"urchin"})
	s.house("brobnar")
	s.play("troll")
	setup := Setup{Players: [2]PlayerSetup{{Name: s.g.p[0].name, Deck: s.g.p[0].deck}, {Name: s.g.p[1].name, Deck: s.g.p[1].deck}}}
	snap := s.g.AppendSnapshot(nil)
	flip := slices.Clone(snap)
	flip[len(flip)/2] ^= 0x10
	version := slices.Clone(snap)
	version[4]++
	renamed := setup
	renamed.Players[1].Name = "Carol"
	other := setup
	other.Players[0].Deck = testDeck([3]House{"brobnar", "dis", "logos"}, "krump", "troll")
	for _, c := range []struct {
		name  string
		snap  []byte
		setup Setup
	}{
		{"empty", nil, setup},
		{"cut short", snap[:len(snap)-9], setup},
		{"a byte changed", flip, setup},
		{"another version", version, setup},
		{"another player", snap, renamed},
		{"another deck", snap, other},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := Resume(s.g.db, c.setup, c.snap)
			if !errors.Is(err, ErrSnapshot) || g != nil {
				t.Errorf("Resume = %v, %v; want ErrSnapshot", g != nil, err)
			}
		})
	}
}

// SnapshotDiff says where two games' states differ ("" when they do not):
// every field but the last action's outcome and scratch space, nil and
// empty lists alike, the card definitions and decks by identity.
func SnapshotDiff(a, b *Game) string {
	var diffs []string
	diffValue(reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem(), "Game", &diffs)
	sort.Strings(diffs)
	if len(diffs) > 5 {
		diffs = append(diffs[:5], fmt.Sprintf("and %d more", len(diffs)-5))
	}
	return strings.Join(diffs, "; ")
}

var notState = map[string]bool{"ev": true, "viol": true, "checks": true, "bufs": true, "nbuf": true, "ctxs": true, "nctx": true}

func diffValue(a, b reflect.Value, path string, diffs *[]string) {
	switch a.Kind() {
	case reflect.Struct:
		for i := range a.NumField() {
			name := a.Type().Field(i).Name
			if a.Type().Name() == "Game" && notState[name] {
				continue
			}
			diffValue(a.Field(i), b.Field(i), path+"."+name, diffs)
		}
	case reflect.Array:
		for i := range a.Len() {
			diffValue(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), diffs)
		}
	case reflect.Slice:
		if a.Len() != b.Len() {
			*diffs = append(*diffs, fmt.Sprintf("%s: %d items, %d", path, a.Len(), b.Len()))
			return
		}
		for i := range a.Len() {
			diffValue(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), diffs)
		}
	case reflect.Pointer, reflect.Interface, reflect.Func, reflect.Map:
		// Shared, never changed by the game: the same one or none.
		if a.IsNil() != b.IsNil() || (!a.IsNil() && pointerOf(a) != pointerOf(b)) {
			*diffs = append(*diffs, path+": another one")
		}
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			*diffs = append(*diffs, fmt.Sprintf("%s: %v, %v", path, a.Bool(), b.Bool()))
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			*diffs = append(*diffs, fmt.Sprintf("%s: %d, %d", path, a.Int(), b.Int()))
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if a.Uint() != b.Uint() {
			*diffs = append(*diffs, fmt.Sprintf("%s: %d, %d", path, a.Uint(), b.Uint()))
		}
	case reflect.String:
		if a.String() != b.String() {
			*diffs = append(*diffs, fmt.Sprintf("%s: %q, %q", path, a.String(), b.String()))
		}
	default:
		*diffs = append(*diffs, path+": cannot compare a "+a.Kind().String())
	}
}

// pointerOf is what a reference points to (an interface's dynamic value
// when it is a pointer).
func pointerOf(v reflect.Value) uintptr {
	if v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	if v.Kind() == reflect.Pointer || v.Kind() == reflect.Func || v.Kind() == reflect.Map {
		return v.Pointer()
	}
	return 0
}

// FuzzResume: bytes that are no snapshot this game took (their checksum
// made right, so that the decoding itself is what is tried) give an error
// or a game that can be looked at and played on, never a panic.
func FuzzResume(f *testing.F) {
	s := newScen(&testing.T{}, []string{"troll", "krump", "anger", "dust-pixie"}, []string{"urchin", "bad-penny", "mind-barb"})
	setup := Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: s.g.p[0].deck}, {Name: "Bob", Deck: s.g.p[1].deck}}}
	f.Add(s.g.AppendSnapshot(nil))
	s.house("brobnar")
	s.play("troll")
	f.Add(s.g.AppendSnapshot(nil))
	s.play("anger") // waits for its choice
	f.Add(s.g.AppendSnapshot(nil))
	f.Fuzz(func(t *testing.T, snap []byte) {
		if len(snap) > 4 {
			body := snap[:len(snap)-4]
			snap = binary.LittleEndian.AppendUint32(slices.Clone(body), crc32.ChecksumIEEE(body))
		}
		g, err := Resume(testCards, setup, snap)
		if err != nil {
			return
		}
		g.Hash()
		g.View()
		g.AppendSnapshot(nil)
		g.Apply(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "troll"}}})
		g.Apply(Action{Verb: VerbEnd})
		g.View()
	})
}
