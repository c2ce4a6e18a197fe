package analysis

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// A short hand-written match: Ann (deck "Mother") goes first against Bob
// (deck "Fisher"), three turns, then Bob concedes.
func sampleHeader() record.Header {
	return record.Header{Date: "2026-01-02", Players: [2]string{"Ann", "Bob"}, Decks: [2]string{"Mother", "Fisher"},
		First: 0, Chains: [2]int{2, 0}, Result: record.Result{Winner: engine.NoPlayer}}
}

func sampleEvents() []engine.Event {
	type E = engine.Event
	return []E{
		{Kind: engine.EvMulligan, Player: 1},
		// Turn 1, Ann: dis; plays two cards (one bonus Æmber), reaps once.
		{Kind: engine.EvTurnStart, Turn: 1, Player: 0, N: 1}, // N: the player's own turn number
		{Kind: engine.EvHouseChosen, Turn: 1, Player: 0, House: "dis"},
		{Kind: engine.EvCardPlayed, Turn: 1, Player: 0, Card: "tocsin", House: "dis"},
		{Kind: engine.EvAemberGained, Turn: 1, Player: 0, N: 1, Source: engine.SrcAemberBonus},
		{Kind: engine.EvCardPlayed, Turn: 1, Player: 0, Card: "hand-of-dis"}, // house from the CardDB
		{Kind: engine.EvAemberGained, Turn: 1, Player: 0, N: 2, Source: engine.SrcBonusIcon},
		{Kind: engine.EvCardDiscarded, Turn: 1, Player: 0, Card: "troll", House: "brobnar"},
		{Kind: engine.EvTurnEnd, Turn: 1, Player: 0},
		// Turn 2, Bob: shadows; steals 1 (gain + loss + stolen), fights, loses a creature.
		{Kind: engine.EvTurnStart, Turn: 2, Player: 1, N: 1},
		{Kind: engine.EvHouseChosen, Turn: 2, Player: 1, House: "shadows"},
		{Kind: engine.EvCardPlayed, Turn: 2, Player: 1, Card: "bad-penny", House: "shadows"},
		{Kind: engine.EvAemberStolen, Turn: 2, Player: 1, N: 1},
		{Kind: engine.EvAemberGained, Turn: 2, Player: 1, N: 1, Source: engine.SrcSteal},
		{Kind: engine.EvAemberLost, Turn: 2, Player: 0, N: 1, Source: engine.SrcSteal},
		{Kind: engine.EvCardUsed, Turn: 2, Player: 1, Card: "urchin", House: "shadows", Other: "fight"},
		{Kind: engine.EvFight, Turn: 2, Player: 1, Card: "urchin", Other: "troll"},
		{Kind: engine.EvDestroyed, Turn: 2, Player: 1, Card: "urchin"},
		{Kind: engine.EvTurnEnd, Turn: 2, Player: 1},
		// Turn 3, Ann: forges a red key paying 2 (she has 2), reaps twice
		// (the second reap's event names no player: credited to Ann), sheds a chain.
		{Kind: engine.EvTurnStart, Turn: 3, Player: 0, N: 2},
		{Kind: engine.EvKeyForged, Turn: 3, Player: 0, N: 2, Key: engine.KeyRed},
		{Kind: engine.EvAemberLost, Turn: 3, Player: 0, N: 2, Source: engine.SrcForge},
		{Kind: engine.EvHouseChosen, Turn: 3, Player: 0, House: "dis"},
		{Kind: engine.EvCardUsed, Turn: 3, Player: 0, Card: "tocsin", House: "dis", Other: "reap"},
		{Kind: engine.EvReap, Turn: 3, Player: 0, Card: "tocsin"},
		{Kind: engine.EvAemberGained, Turn: 3, Player: 0, N: 1, Source: engine.SrcReap},
		{Kind: engine.EvReap, Turn: 3, Player: engine.NoPlayer, Card: "tocsin"},
		{Kind: engine.EvAemberGained, Turn: 3, Player: engine.NoPlayer, N: 1, Source: engine.SrcReap},
		// Tocsin captures 1 from Bob (the engine: Bob loses it, Ann's creature captures it).
		{Kind: engine.EvAemberLost, Turn: 3, Player: 1, N: 1, Source: engine.SrcCapture},
		{Kind: engine.EvAemberCaptured, Turn: 3, Player: 0, Card: "tocsin", N: 1},
		{Kind: engine.EvDestroyed, Turn: 3, Player: 1, Card: "bad-penny"},
		{Kind: engine.EvChains, Turn: 3, Player: 0, N: -1},
		{Kind: engine.EvGameOver, Turn: 3, Player: 0, Other: "concede"},
	}
}

func sampleDB() engine.CardMap {
	return engine.CardMap{
		"tocsin":      {ID: "tocsin", House: "dis", Type: engine.TypeCreature},
		"hand-of-dis": {ID: "hand-of-dis", House: "dis", Type: engine.TypeAction},
		"troll":       {ID: "troll", House: "brobnar", Type: engine.TypeCreature},
		"bad-penny":   {ID: "bad-penny", House: "shadows", Type: engine.TypeCreature},
	}
}

func TestMatchTotals(t *testing.T) {
	s := Match("m1", sampleHeader(), sampleEvents(), sampleDB())
	ann, bob := s.Players[0], s.Players[1]
	checks := []struct {
		name      string
		got, want any
	}{
		{"winner", s.Winner, int8(0)},
		{"reason", s.Reason, "concede"},
		{"turns", s.Turns, 2}, // as players count them: Ann took 2, Bob 1
		{"ann turns", ann.Turns, 2},
		{"bob turns", bob.Turns, 1},
		{"ann gained", ann.Gained, AemberBySource{AemberBonus: 1, BonusIcon: 2, Reap: 2}},
		{"bob gained", bob.Gained, AemberBySource{Steal: 1}},
		{"ann lost", ann.Lost, AemberLoss{Stolen: 1, Forge: 2}},
		{"bob lost", bob.Lost, AemberLoss{Captured: 1}},
		{"bob stole", bob.Stole, 1},
		{"ann captured", ann.Captured, 1},
		{"bob captured", bob.Captured, 0},
		{"ann keys", ann.Keys, []KeyForge{{Row: 3, Turn: 2, Player: 0, Color: "red", Paid: 2}}},
		{"bob keys", bob.Keys, []KeyForge{}},
		{"ann reaps", ann.Reaps, 2},
		{"bob fights", bob.Fights, 1},
		{"bob destroyed", bob.Destroyed, CardCounts{Total: 2, ByHouse: []NameCount{{"shadows", 1}, {"unknown", 1}},
			ByType: []NameCount{{"creature", 1}, {"unknown", 1}}}},
		{"bob creatures destroyed", bob.Destroyed.Creatures(), 1},
		{"ann destroyed", ann.Destroyed.Total, 0},
		{"bob mulligans", bob.Mulligans, 1},
		{"ann mulligans", ann.Mulligans, 0},
		{"ann houses", ann.Houses, []engine.House{"dis", "dis"}},
		{"bob houses", bob.Houses, []engine.House{"shadows"}},
		{"ann chains", [2]int{ann.ChainsStart, ann.ChainsEnd}, [2]int{2, 1}},
		{"ann played", ann.Played, CardCounts{Total: 2, ByHouse: []NameCount{{"dis", 2}},
			ByType: []NameCount{{"action", 1}, {"creature", 1}}}},
		{"ann discarded", ann.Discarded, CardCounts{Total: 1, ByHouse: []NameCount{{"brobnar", 1}},
			ByType: []NameCount{{"creature", 1}}}},
		{"bob used", bob.Used, CardCounts{Total: 1, ByHouse: []NameCount{{"shadows", 1}},
			ByType: []NameCount{{"unknown", 1}}}},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if !reflect.DeepEqual(c.got, c.want) {
				t.Errorf("got %+v, want %+v", c.got, c.want)
			}
		})
	}
}

func TestMatchTurnRows(t *testing.T) {
	s := Match("m1", sampleHeader(), sampleEvents(), nil)
	if len(s.Rows) != 4 {
		t.Fatalf("rows: got %d, want 4 (setup + 3 turns)", len(s.Rows))
	}
	want := []struct {
		player int8
		house  engine.House
		gained [2]int
		lost   [2]int
		aember [2]int
		keys   [2]int
	}{
		{engine.NoPlayer, "", [2]int{0, 0}, [2]int{0, 0}, [2]int{0, 0}, [2]int{0, 0}},
		{0, "dis", [2]int{3, 0}, [2]int{0, 0}, [2]int{3, 0}, [2]int{0, 0}},
		{1, "shadows", [2]int{0, 1}, [2]int{1, 0}, [2]int{2, 1}, [2]int{0, 0}},
		{0, "dis", [2]int{2, 0}, [2]int{2, 1}, [2]int{2, 0}, [2]int{1, 0}},
	}
	for i, w := range want {
		r := s.Rows[i]
		got := [2]int{r.Gained[0].Total(), r.Gained[1].Total()}
		if r.Row != i || r.Player != w.player || r.House != w.house || got != w.gained || r.Lost != w.lost ||
			r.Aember != w.aember || r.Keys != w.keys {
			t.Errorf("row %d: got %+v (gained %v), want %+v", i, r, got, w)
		}
	}
	if len(s.Rows[3].Forged) != 1 || s.Rows[3].Forged[0].Color != "red" {
		t.Errorf("row 3 forged: %+v", s.Rows[3].Forged)
	}
}

func TestMatchWithoutDBHasNoTypes(t *testing.T) {
	s := Match("m1", sampleHeader(), sampleEvents(), nil)
	p := s.Players[0].Played
	if p.ByType != nil {
		t.Errorf("by type without a CardDB: %+v", p.ByType)
	}
	if n := s.Players[1].Destroyed.Creatures(); n != 2 {
		t.Errorf("without types every destroyed card counts as a creature: got %d, want 2", n)
	}
	// hand-of-dis has no House on its event and there is no DB to ask.
	want := []NameCount{{"dis", 1}, {"unknown", 1}}
	if !reflect.DeepEqual(p.ByHouse, want) {
		t.Errorf("by house: got %+v, want %+v", p.ByHouse, want)
	}
}

func TestMatchResultFromHeaderWhenNoGameOver(t *testing.T) {
	h := sampleHeader()
	h.Result = record.Result{Winner: 1, Reason: "keys"}
	s := Match("m1", h, nil, nil)
	if s.Winner != 1 || s.Reason != "keys" || s.Turns != 0 || len(s.Rows) != 1 {
		t.Errorf("got winner %d reason %q turns %d rows %d", s.Winner, s.Reason, s.Turns, len(s.Rows))
	}
}

func TestMatchFirstPlayerFromEvents(t *testing.T) {
	h := sampleHeader()
	h.First = engine.NoPlayer
	ev := sampleEvents()
	ev[1].Player, ev[9].Player = 1, 0 // Bob's turn first this time
	if s := Match("m1", h, ev, nil); s.First != 1 {
		t.Errorf("first: got %d, want 1 (the first turn's player)", s.First)
	}
	h.First = 0 // the header's word stands
	if s := Match("m1", h, ev, nil); s.First != 0 {
		t.Errorf("first: got %d, want 0 (the header's)", s.First)
	}
}

func TestMatchSummary(t *testing.T) {
	s := Match("m1", sampleHeader(), sampleEvents(), nil)
	got := s.Summary()
	want := MatchSummary{ID: "m1", Date: "2026-01-02", Players: [2]string{"Ann", "Bob"},
		Decks: [2]string{"Mother", "Fisher"}, First: 0, Winner: 0, Reason: "concede", Turns: 2,
		Chains: [2]int{2, 0}, Houses: [2][]engine.House{{"dis", "dis"}, {"shadows"}},
		Gained:   [2]AemberBySource{{Reap: 2, AemberBonus: 1, BonusIcon: 2}, {Steal: 1}},
		KeyTurns: [2][]int{{2}, nil}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// The summary built event by event (what stored statistics use) is the
// one the full statistics give.
func TestSummaryBuilderAgreesWithMatch(t *testing.T) {
	unknownFirst := sampleHeader()
	unknownFirst.First = engine.NoPlayer
	bobFirst := sampleEvents()
	bobFirst[1].Player, bobFirst[9].Player = 1, 0
	cases := []struct {
		name   string
		header record.Header
		events []engine.Event
	}{
		{"sample", sampleHeader(), sampleEvents()},
		{"first player from the events", unknownFirst, bobFirst},
		{"no events", sampleHeader(), nil},
		{"setup only", sampleHeader(), sampleEvents()[:1]},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := NewSummary("m1", c.header)
			for _, ev := range c.events {
				b.Add(ev)
			}
			want := Match("m1", c.header, c.events, nil)
			if got := b.Summary(); !reflect.DeepEqual(got, want.Summary()) {
				t.Errorf("builder %+v\nmatch   %+v", got, want.Summary())
			}
		})
	}
}

func TestMatchJSONIsDeterministic(t *testing.T) {
	a, err := json.Marshal(Match("m1", sampleHeader(), sampleEvents(), sampleDB()))
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		b, _ := json.Marshal(Match("m1", sampleHeader(), sampleEvents(), sampleDB()))
		if string(a) != string(b) {
			t.Fatal("two computations of the same match marshal differently")
		}
	}
}
