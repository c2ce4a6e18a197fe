package codec

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/notation"
)

func ref(id string) engine.CardRef { return engine.CardRef{ID: id} }

// verbCases covers every verb with the fields it uses.
func verbCases() []engine.Action {
	np := engine.NoPlayer
	return []engine.Action{
		{Verb: engine.VerbNone, Player: np},
		{Verb: engine.VerbMulligan, Player: 1},
		{Verb: engine.VerbForge, Player: np},
		{Verb: engine.VerbForge, Player: np, Key: engine.KeyYellow},
		{Verb: engine.VerbHouse, Player: np, House: "staralliance"},
		{Verb: engine.VerbHouse, Player: np, House: "newhouse"},
		{Verb: engine.VerbArchives, Player: np},
		{Verb: engine.VerbPlay, Player: np, Card: ref("troll")},
		{Verb: engine.VerbPlay, Player: np, Card: ref("troll"), Flank: engine.FlankAt, Pos: 2},
		{Verb: engine.VerbPlay, Player: np, Card: ref("protect-the-weak"), Target: engine.CardRef{ID: "troll", Copy: 2}},
		{Verb: engine.VerbPlay, Player: np, Card: ref("krump"), Flank: engine.FlankLeft},
		{Verb: engine.VerbDiscard, Player: np, Card: ref("lights-out")},
		{Verb: engine.VerbPlay, Player: np, Card: engine.CardRef{ID: "lollop-the-titanic", Icons: "capture"}},
		{Verb: engine.VerbDiscard, Player: np, Card: engine.CardRef{ID: "troll", Icons: "plain"}},
		{Verb: engine.VerbUnstun, Player: np, Card: engine.CardRef{ID: "troll", Copy: 2}},
		{Verb: engine.VerbHand, Player: 1, Cards: []engine.CardRef{ref("troll"), ref("anger")}},
		{Verb: engine.VerbOrder, Player: np, Cards: []engine.CardRef{ref("krump"), ref("troll")}},
		{Verb: engine.VerbProphecy, Player: np, Card: ref("overreach"), Target: ref("troll"), House: "logos"},
		{Verb: engine.VerbProphecy, Player: np, Card: ref("overreach")},
		{Verb: engine.VerbFlip, Player: np, Card: ref("heads-i-win")},
		{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: 1, Items: []engine.CheckItem{{Field: "keycost", N: 7}, {Field: "won", Word: "yes"}}}},
		{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: np, Card: ref("troll"), Items: []engine.CheckItem{{Field: "position", N: 2}, {Field: "flank", Word: "no"}, {Field: "warded", Word: "no"}}}},
		{Verb: engine.VerbPlay, Player: np, Card: engine.CardRef{ID: "troll", Copy: 2, Icons: "aember+draw"}},
		{Verb: engine.VerbReap, Player: np, Card: engine.CardRef{ID: "troll", Copy: 3}},
		{Verb: engine.VerbFight, Player: np, Card: ref("troll"), Target: ref("bad-penny")},
		{Verb: engine.VerbAction, Player: np, Card: ref("gauntlet-of-command")},
		{Verb: engine.VerbOmni, Player: np, Card: ref("gauntlet-of-command")},
		{Verb: engine.VerbTide, Player: np},
		{Verb: engine.VerbDraw, Player: np, N: 3},
		{Verb: engine.VerbDraw, Player: np, Cards: []engine.CardRef{ref("troll"), ref("anger")}},
		{Verb: engine.VerbChoose, Player: np, Cards: []engine.CardRef{ref("troll")}, Words: []string{"left", "3"}},
		{Verb: engine.VerbChoose, Player: np, Words: []string{"red"}},
		{Verb: engine.VerbChoose, Player: np, Cards: []engine.CardRef{ref("troll"), ref("krump")}, Words: []string{"fight"}, Mix: 2},                  // the order written
		{Verb: engine.VerbChoose, Player: np, Cards: []engine.CardRef{ref("troll"), ref("krump")}, Words: []string{"bonus:", "ability:"}, Mix: 0b101}, // several labels
		{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: 0, Items: []engine.CheckItem{{Field: "aember", N: 0}, {Field: "keys", N: 1}}}},
		{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: np, Card: ref("troll"), Items: []engine.CheckItem{{Field: "damage", N: 3}, {Field: "status", Word: "stunned"}, {Field: "glow", N: -2}}}},
		{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: 1}},
		{Verb: engine.VerbEnd, Player: np},
		{Verb: engine.VerbConcede, Player: 0},
		{Verb: engine.VerbTurn, Player: 1, N: 12},
		{Verb: engine.VerbComment, Player: np, Words: []string{"a kept comment"}},
	}
}

// effectCases has one effect of every kind, with the fields its spec uses.
func effectCases() []engine.Action {
	var out []engine.Action
	for _, s := range engine.EffectSpecs[1:] {
		e := &engine.Effect{Kind: s.Kind, Player: engine.NoPlayer}
		for _, a := range strings.Fields(s.Args) {
			switch strings.TrimSuffix(a, "?") {
			case "n":
				e.N = 2
			case "+n":
				e.N = -1
			case "c":
				e.Card = ref("troll")
			case "t":
				e.Target = engine.CardRef{ID: "bad-penny", Copy: 2}
			case "k":
				e.Key = engine.KeyBlue
			case "w":
				e.Keyword = engine.Elusive
			case "s":
				e.Splash = 1
			case "d":
				e.Duration = engine.UntilNextTurn
			case "x":
				e.Text = `Fight: Ready this creature. "Quoted", Æmber`
			}
		}
		out = append(out, engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer, Effect: e})
	}
	owners := []engine.Effect{
		{Kind: engine.EffLose, Player: engine.NoPlayer, Opponent: true, N: 1},
		{Kind: engine.EffLose, Player: 1, N: 1},
		{Kind: engine.EffLose, Player: 0, Opponent: true},
		{Kind: engine.EffRaiseTide, Player: engine.NoPlayer},
	}
	for i := range owners {
		out = append(out, engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer, Effect: &owners[i]})
	}
	return out
}

func TestRoundTrip(t *testing.T) {
	cases := append(verbCases(), effectCases()...)
	seen := map[engine.Verb]bool{}
	kinds := map[engine.EffectKind]bool{}
	for _, a := range cases {
		seen[a.Verb] = true
		name := a.Verb.String()
		if a.Effect != nil {
			kinds[a.Effect.Kind] = true
			name += " " + a.Effect.Kind.String()
		}
		t.Run(name, func(t *testing.T) {
			b, err := EncodeAction(a)
			if err != nil {
				t.Fatal(err)
			}
			got, err := DecodeAction(b)
			if err != nil {
				t.Fatalf("decode % x: %v", b, err)
			}
			if !reflect.DeepEqual(got, a) {
				t.Errorf("round trip of % x:\n got %+v\nwant %+v", b, got, a)
			}
		})
	}
	for v := engine.VerbNone; v <= engine.VerbFlip; v++ {
		if !seen[v] {
			t.Errorf("no round-trip case for verb %s", v)
		}
	}
	for _, s := range engine.EffectSpecs[1:] {
		if !kinds[s.Kind] {
			t.Errorf("no round-trip case for effect %s", s.Name)
		}
	}
}

// One Decoder reading every case in turn, with a malformed action between
// each, gives what a fresh DecodeAction gives: nothing of one action or
// error carries into the next.
func TestDecoderReuse(t *testing.T) {
	var d Decoder
	bad := []byte{0x92, byte(engine.VerbReap), 0xa5, 't'} // a truncated string
	for i, a := range append(verbCases(), effectCases()...) {
		b, err := EncodeAction(a)
		if err != nil {
			t.Fatal(err)
		}
		got, err := d.Decode(b)
		if err != nil || !reflect.DeepEqual(got, a) {
			t.Fatalf("case %d: reused decoder gave %+v, %v; want %+v", i, got, err, a)
		}
		if _, err := d.Decode(bad); err == nil {
			t.Fatalf("case %d: the malformed action decoded", i)
		}
	}
}

// The granted ability's text is the effect's last field: an effect without
// one is stored as before it existed (rows stored earlier read the same),
// and one with it stores the text after the duration.
func TestEffectTextIsTrailing(t *testing.T) {
	old := []byte{0x9a, byte(engine.VerbEffect), byte(engine.EffKeyCost), 0, 2, 0, 0, 0, 0, 0, byte(engine.UntilNextTurn)}
	a := engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer,
		Effect: &engine.Effect{Kind: engine.EffKeyCost, Player: engine.NoPlayer, N: 2, Duration: engine.UntilNextTurn}}
	b, err := EncodeAction(a)
	if err != nil || !bytes.Equal(b, old) {
		t.Fatalf("keycost encodes as % x, %v; want the older row % x", b, err, old)
	}
	got, err := DecodeAction(old)
	if err != nil || !reflect.DeepEqual(got, a) {
		t.Fatalf("the older row decodes as %+v, %v", got, err)
	}
	g := engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer,
		Effect: &engine.Effect{Kind: engine.EffGrant, Player: engine.NoPlayer, Card: ref("troll"), Text: "Reap: Gain 1A."}}
	if b, err = EncodeAction(g); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasSuffix(b, append([]byte{0xae}, "Reap: Gain 1A."...)) || b[0] != 0x9b {
		t.Errorf("grant encodes as % x; want 11 elements ending in the text", b)
	}
}

func TestEncodeErrors(t *testing.T) {
	cases := []struct {
		name string
		a    engine.Action
		want string
	}{
		{"unknown verb", engine.Action{Verb: 200}, "unknown verb"},
		{"effect without Effect", engine.Action{Verb: engine.VerbEffect}, "without an Effect"},
		{"check without Check", engine.Action{Verb: engine.VerbCheck}, "without a Check"},
		{"player out of range", engine.Action{Verb: engine.VerbConcede, Player: 4}, "out of range"},
		{"item with number and word", engine.Action{Verb: engine.VerbCheck, Check: &engine.Check{Items: []engine.CheckItem{{Field: "status", N: 1, Word: "ready"}}}}, "both"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := EncodeAction(c.a)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one containing %q", err, c.want)
			}
		})
	}
}

func TestDecodeErrors(t *testing.T) {
	cases := []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"not an array", []byte{0x01}},
		{"empty array", []byte{0x90}},
		{"unknown verb", []byte{0x91, 0x7f}},
		{"extra fields", []byte{0x93, byte(engine.VerbEnd), 1, 2}},
		{"trailing bytes", []byte{0x91, byte(engine.VerbEnd), 0x00}},
		{"player out of range", []byte{0x92, byte(engine.VerbConcede), 9}},
		{"truncated string", []byte{0x92, byte(engine.VerbReap), 0xa5, 't'}},
		{"odd check items", []byte{0x94, byte(engine.VerbCheck), 1, 0, 1}},
		{"unknown house", []byte{0x92, byte(engine.VerbHouse), 99}},
		{"empty copy icons", []byte{0x92, byte(engine.VerbPlay), 0x93, 0xa1, 't', 0, 0xa0}},
		{"card reference of four", []byte{0x92, byte(engine.VerbPlay), 0x94, 0xa1, 't', 0, 0xa1, 'x', 0}},
		{"effect text too long", append([]byte{0x9b, byte(engine.VerbEffect), byte(engine.EffGrant), 0, 0, 0, 0, 0, 0, 0, 0, 0xda, 0x10, 0x01}, bytes.Repeat([]byte{'x'}, 0x1001)...)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if a, err := DecodeAction(c.b); err == nil {
				t.Errorf("DecodeAction(% x) = %+v, want an error", c.b, a)
			}
		})
	}
}

// slugResolver resolves any name to a card whose id is the folded name
// with dashes, as keyteki ids are: realistic id lengths without a database.
// Berserker is a token creature (a header's [Token1]).
type slugResolver struct{}

func (slugResolver) Lookup(name string) (*engine.CardDef, error) {
	d := &engine.CardDef{ID: strings.ReplaceAll(carddb.Fold(name), " ", "-"), Name: name}
	if d.ID == "berserker" {
		d.Type = engine.TypeTokenCreature
	}
	return d, nil
}
func (slugResolver) Card(id string) *engine.CardDef { return &engine.CardDef{ID: id, Name: id} }

func testdataActions(t testing.TB) []engine.Action {
	files, err := filepath.Glob("../notation/testdata/*.kfr")
	if err != nil || len(files) == 0 {
		t.Fatalf("no notation testdata: %v", err)
	}
	var out []engine.Action
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := notation.Parse(f, src, slugResolver{})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range m.Entries {
			out = append(out, e.Action)
		}
	}
	return out
}

// TestAverageSize keeps stored actions small: at most 24 bytes on average
// over the notation testdata matches (issue 4).
func TestAverageSize(t *testing.T) {
	actions := testdataActions(t)
	total := 0
	for _, a := range actions {
		b, err := EncodeAction(a)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeAction(b)
		if err != nil || !reflect.DeepEqual(got, a) {
			t.Errorf("%s: round trip failed (%v): %+v", a.Verb, err, got)
		}
		total += len(b)
	}
	avg := float64(total) / float64(len(actions))
	t.Logf("%d actions, %d bytes, %.2f bytes/action", len(actions), total, avg)
	if avg > 24 {
		t.Errorf("average %.2f bytes/action, want at most 24", avg)
	}
}

func FuzzDecodeAction(f *testing.F) {
	for _, a := range append(verbCases(), effectCases()...) {
		b, err := EncodeAction(a)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte{0xdd, 0xff, 0xff, 0xff, 0xff})
	f.Add([]byte{0x92, byte(engine.VerbReap), 0xdb, 0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := DecodeAction(b)
		if err != nil {
			return
		}
		// Whatever decodes encodes again, to bytes that decode alike.
		b2, err := EncodeAction(a)
		if err != nil {
			t.Fatalf("decoded %+v does not encode: %v", a, err)
		}
		a2, err := DecodeAction(b2)
		if err != nil || !reflect.DeepEqual(a, a2) {
			t.Fatalf("re-decoded %+v, %v; want %+v", a2, err, a)
		}
	})
}

func BenchmarkEncodeAction(b *testing.B) {
	actions := testdataActions(b)
	total, n := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		buf, err := EncodeAction(actions[n%len(actions)])
		if err != nil {
			b.Fatal(err)
		}
		total += len(buf)
		n++
	}
	b.ReportMetric(float64(total)/float64(n), "bytes/action")
}

func BenchmarkDecodeAction(b *testing.B) {
	var bufs [][]byte
	for _, a := range testdataActions(b) {
		buf, err := EncodeAction(a)
		if err != nil {
			b.Fatal(err)
		}
		bufs = append(bufs, buf)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := DecodeAction(bufs[i%len(bufs)]); err != nil {
			b.Fatal(err)
		}
	}
}

// TestEncoderAppendsEncodeAction: one Encoder appends, action after action,
// exactly what EncodeAction returns for each.
func TestEncoderAppendsEncodeAction(t *testing.T) {
	var enc Encoder
	out := []byte("prefix")
	var want []byte
	want = append(want, out...)
	for _, a := range testdataActions(t) {
		b, err := EncodeAction(a)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, b...)
		if out, err = enc.Append(out, a); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(out, want) {
		t.Errorf("Append gave %d bytes, EncodeAction %d, or they differ", len(out), len(want))
	}
	if _, err := enc.Append(nil, engine.Action{Verb: engine.Verb(250)}); err == nil {
		t.Error("an unknown verb encoded")
	}
}
