package analysis

import (
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// TestAgreesWithEngine plays a simple match through the real engine and
// checks, after every action, that the Æmber pools and keys analysis
// rebuilds from the events are the engine's own. It guards the reading of
// events documented on Match (which events move the pool) against the
// engine as it is.
func TestAgreesWithEngine(t *testing.T) {
	db := engine.CardMap{
		"dust-pixie": {ID: "dust-pixie", Name: "Dust Pixie", House: "untamed", Type: engine.TypeCreature, Power: 1, Amber: 2},
		"anger":      {ID: "anger", Name: "Anger", House: "brobnar", Type: engine.TypeAction, Amber: 1},
	}
	deck := func(name string) *engine.Deck {
		d := &engine.Deck{Name: name, Houses: [3]engine.House{"untamed", "brobnar", "dis"}}
		for i := range 36 {
			id := "dust-pixie"
			if i%3 == 0 {
				id = "anger"
			}
			d.Cards = append(d.Cards, engine.DeckCard{CardID: id})
		}
		return d
	}
	g, err := engine.New(db, engine.Setup{First: 0, Players: [2]engine.PlayerSetup{
		{Name: "Ann", Deck: deck("A")}, {Name: "Bob", Deck: deck("B")}}})
	if err != nil {
		t.Fatal(err)
	}
	h := record.Header{Players: [2]string{"Ann", "Bob"}, Decks: [2]string{"A", "B"}, First: 0,
		Result: record.Result{Winner: engine.NoPlayer}}
	var events []engine.Event
	apply := func(a engine.Action) {
		t.Helper()
		a.Player = engine.NoPlayer
		events = append(events, g.Apply(a).Events...)
		s := Match("m", h, events, db)
		last := s.Rows[len(s.Rows)-1]
		for p := range int8(2) {
			if last.Aember[p] != g.Aember(p) || last.Keys[p] != g.Keys(p) {
				t.Fatalf("after %v on turn %d: analysis has player %d at %d Æmber %d keys, the engine %d and %d",
					a.Verb, g.Turn(), p, last.Aember[p], last.Keys[p], g.Aember(p), g.Keys(p))
			}
		}
	}
	for turn := 0; turn < 30; turn++ {
		if _, _, over := g.Over(); over {
			break
		}
		if p := g.Active(); g.Aember(p) >= g.KeyCost(p) {
			apply(engine.Action{Verb: engine.VerbForge})
		}
		apply(engine.Action{Verb: engine.VerbHouse, House: "untamed"})
		apply(engine.Action{Verb: engine.VerbPlay, Card: engine.CardRef{ID: "dust-pixie"}})
		if turn > 1 {
			apply(engine.Action{Verb: engine.VerbReap, Card: engine.CardRef{ID: "dust-pixie", Copy: 1}})
		}
		apply(engine.Action{Verb: engine.VerbEnd})
	}
	s := Match("m", h, events, db)
	t.Logf("%d events, %d turns, keys %d–%d, winner %d (%s), gained %+v", len(events), s.Turns,
		len(s.Players[0].Keys), len(s.Players[1].Keys), s.Winner, s.Reason, s.Players[0].Gained)
	if s.Turns < 3 || s.Players[0].Gained.AemberBonus == 0 || len(s.Players[0].Keys) == 0 {
		t.Errorf("the match did not get far: %d turns, %+v gained, %d keys", s.Turns, s.Players[0].Gained,
			len(s.Players[0].Keys))
	}
	if s.Players[0].Played.Total == 0 || s.Players[0].Houses[0] != "untamed" {
		t.Errorf("plays %d houses %v", s.Players[0].Played.Total, s.Players[0].Houses)
	}
}
