package engine

import (
	"strconv"
	"strings"
	"testing"
)

// Smoke test of every compiled card: on a standard board, each ability
// fires, once for each legal answer to its first choice (later choices
// take the first legal answer); the invariants hold after each run and
// nothing panics.

// packDB turns pack cards into the engine's card definitions.
func packDB(cards map[string]packCard) CardMap {
	db := CardMap{}
	for id, c := range cards {
		d := &CardDef{ID: id, Name: c.Name, House: House(c.House), Type: CardType(c.Type), Power: c.Power,
			Armor: c.Armor, Amber: c.Amber, Traits: c.Traits, Text: c.Text, Rarity: c.Rarity}
		for _, k := range c.Keywords {
			name, num, _ := strings.Cut(k, ":")
			n, _ := strconv.Atoi(num)
			d.Keywords = append(d.Keywords, KeywordValue{Keyword(name), n})
		}
		db[id] = d
	}
	return db
}

// The standard board's cards (real cards without abilities of their own
// that would fire: keywords and printed facts only).
var (
	smokeAlice = []string{"troll", "krump", "bumpsy", "gauntlet-of-command"}
	smokeBob   = []string{"urchin", "silvertooth", "dust-pixie", "gorm-of-omm"}
	smokeHand  = []string{"anger", "bumpsy"}
)

// smokeBoard builds the standard board with card id where its type puts
// it, and returns the scenario and the card.
func smokeBoard(t *testing.T, db CardMap, id string) (*scen, int16) {
	t.Helper()
	alice := append([]string{id}, smokeAlice...)
	alice = append(alice, smokeHand...)
	g, err := New(db, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: testDeck(aliceHouses, alice...)},
		{Name: "Bob", Deck: testDeck(bobHouses, append(append([]string{}, smokeBob...), "anger", "troll")...)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	s := &scen{t: t, g: g}
	s.end()
	s.end()
	troll := s.creature(0, "troll")
	s.g.cards[troll].damage = 3
	krump := s.creature(0, "krump")
	s.g.cards[krump].flags |= flExhausted
	s.creature(0, "bumpsy")
	s.artifact(0, "gauntlet-of-command")
	s.creature(1, "urchin")
	sv := s.creature(1, "silvertooth")
	s.g.cards[sv].damage = 1
	s.creature(1, "dust-pixie")
	s.artifact(1, "gorm-of-omm")
	for _, h := range smokeHand {
		s.hand(0, h)
	}
	s.hand(1, "anger")
	s.g.p[0].aember, s.g.p[1].aember = 5, 6
	for _, pl := range [2]int8{0, 1} {
		d := s.take(pl, filler)
		s.g.put(d, ZoneDiscard)
	}
	var c int16
	switch d := db[id]; {
	case d.Type.IsCreature():
		c = s.creature(0, id)
	case d.Type == TypeArtifact:
		c = s.artifact(0, id)
	case d.Type == TypeUpgrade:
		c = s.take(0, id)
		s.g.enterPlay(c, 0, ZoneUpgrade)
		s.g.cards[c].parent = troll
	case d.Type == TypeArchonPower:
		c = s.g.powers[0] // beside Alice's identity card since New (archon_power.go)
	default:
		c = s.hand(0, id)
	}
	if err := s.g.CheckInvariants(); err != nil {
		t.Fatalf("board: %v", err)
	}
	return s, c
}

// firings are the triggers a smoke test fires, one at a time.
var firings = []Trigger{OnPlay, OnReap, OnFight, OnBeforeFight, OnAction, OnOmni, OnDestroyed,
	OnLeavesPlay, OnScrap, OnFate, OnTurnStart, OnTurnEnd, OnPlayOther, OnEnemyDestroyedFighting,
	OnCreatureReaps, OnCreatureDestroyed, OnCreatureFights, OnHouseChosen, OnKeyForged, OnTideRaised, OnEachTurnEnd}

func TestCompiledCardsSmoke(t *testing.T) {
	cards := readPacks(t)
	db := packDB(cards)
	for _, sc := range generated() {
		if scriptFor(sc.ID) != nil {
			continue // a hand-written script overrides it; its own tests cover it
		}
		t.Run(sc.ID, func(t *testing.T) {
			for _, on := range firings {
				if sc.triggered(on) {
					smokeFire(t, db, sc.ID, on, false)
				}
				if grants(sc, on) {
					smokeFire(t, db, sc.ID, on, true)
				}
			}
		})
	}
}

// smokeFire fires card id's abilities with trigger on, once per legal
// answer of the first choice it asks.
func smokeFire(t *testing.T, db CardMap, id string, on Trigger, granted bool) {
	t.Helper()
	for k := 0; k < 12; k++ {
		s, c := smokeBoard(t, db, id)
		if granted {
			// A given ability fires for a card it is given to.
			if c = grantee(s.g, c, on); c < 0 {
				return
			}
		}
		trig := s.g.p[1].line[0] // the event's card: an enemy creature
		if on == OnPlayOther || on == OnCreatureReaps {
			trig = s.g.p[0].line[0]
		}
		before := s.g.p[0].aember
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("%v: panic: %v", on, r)
				}
			}()
			switch {
			case on == OnHouseChosen:
				s.g.houseChosen(s.g.house)
			case on&(OnKeyForged|OnTideRaised|OnEachTurnEnd) != 0:
				s.g.playerEvent(on, int8(k%2)) // Alice's event, then Bob's
			default:
				s.g.fire(c, on, trig)
			}
			s.g.drain()
			smokeLasting(s, trig)
		}()
		more := s.answerAll(t, k)
		if err := s.g.CheckInvariants(); err != nil {
			t.Fatalf("%v (answer %d): %v", on, k, err)
		}
		if want, ok := plainGain(s.g.scripts[s.g.cards[c].def], on); ok && !granted && s.g.p[0].aember < before+want {
			t.Errorf("%v: Alice has %dA after, %dA before: the ability gains %dA first", on, s.g.p[0].aember, before, want)
		}
		if !more {
			return
		}
	}
}

// answerAll answers every choice the abilities ask: the first with its
// k-th legal answer, the others with their first. more reports whether the
// first choice had an answer after the k-th.
func (s *scen) answerAll(t *testing.T, k int) (more bool) {
	t.Helper()
	for n := 0; n < 16; n++ {
		p, ok := s.g.Prompt()
		if !ok {
			return more
		}
		i := 0
		if n == 0 {
			i = k
			more = k+1 < len(p.Cards)+len(p.Words)
		}
		a := Action{Verb: VerbChoose}
		switch {
		case i < len(p.Cards):
			a.Cards = []CardRef{p.Cards[i]}
		case i-len(p.Cards) < len(p.Words):
			a.Words = []string{p.Words[i-len(p.Cards)]}
		case len(p.Cards) > 0:
			a.Cards = []CardRef{p.Cards[0]}
		}
		var st *Clause
		if s.g.pend.kind == pendAbility {
			st = s.g.waitingClause()
		}
		if len(a.Cards) > 0 && st != nil && len(s.g.p[1].line) > 0 && (st.Do == DoFight || st.Do == DoReadyAndFight) {
			// The choose line names the fighter, then what it fights.
			a.Cards = append(a.Cards, s.g.refFrom(s.g.p[1].line[0], 0))
		}
		out := s.do(a)
		if st != nil && len(a.Cards) > 0 && mustShow[st.Do] && len(out.Events) == 0 {
			t.Errorf("%s: choosing %s for %q shows no event", s.g.defs[s.g.pend.run.def].ID, a.Cards[0].ID, stepText(st, "it"))
		}
		for _, v := range out.Violations {
			if v.Rule == "internal-error" {
				t.Fatalf("internal error: %s", v.Message)
			}
		}
	}
	t.Fatalf("%s: more than 16 choices", s.g.defs[s.g.pend.run.def].ID)
	return false
}

// plainGain is the Æmber an ability with trigger on surely gains first:
// its first step is an unconditional "Gain NA." or "Steal NA." (Bob has
// 6A on the standard board).
func plainGain(sc *Script, on Trigger) (int, bool) {
	for _, ab := range sc.Abilities {
		if ab.On&on == 0 || ab.If.Is != Always || ab.When != nil || len(ab.Steps) == 0 {
			continue
		}
		st := ab.Steps[0]
		if (st.Do == DoGain || st.Do == DoSteal) && st.Who == You && st.If.Is == Always && !st.May && st.Per == nil {
			return min(st.N, 6), true
		}
	}
	return 0, false
}

// A Destroyed ability that destroys another creature resolves once: the
// sweep going on takes the second creature in its next round (before, the
// nested sweep fired the first card's Destroyed ability again, forever).
func TestDestroyedAbilityDestroysOnce(t *testing.T) {
	db := packDB(readPacks(t))
	s, c := smokeBoard(t, db, "scaethe") // "Destroyed: Destroy the least powerful enemy creature."
	urchin := s.g.p[1].line[0]
	s.g.cards[s.g.p[1].line[2]].counters = 2 // Dust Pixie at 3 power: Urchin (1) is the least powerful
	s.g.destroy(c)
	s.g.sweep()
	s.wantZone(c, ZoneDiscard)
	s.wantZone(urchin, ZoneDiscard)
	if got := len(s.g.p[1].line); got != 2 {
		t.Errorf("Bob has %d creatures, want 2 (one destroyed)", got)
	}
	if got := len(s.g.p[1].discard); got != 2 {
		t.Errorf("Bob's discard pile has %d cards, want 2 (the filler and the destroyed creature)", got)
	}
}

// grants reports whether a script gives other cards an ability with
// trigger on.
func grants(sc *Script, on Trigger) bool {
	for _, ab := range sc.Abilities {
		if ab.Grant != nil && ab.On&on != 0 {
			return true
		}
	}
	return false
}

// grantee is the first creature in play that card src gives an ability
// with trigger on (-1: none).
func grantee(g *Game, src int16, on Trigger) int16 {
	for _, ab := range g.scripts[g.cards[src].def].Abilities {
		if ab.Grant == nil || ab.On&on == 0 {
			continue
		}
		for _, pl := range [2]int8{0, 1} {
			for _, id := range g.p[pl].line {
				if g.matches(ab.Grant, id, src, g.cards[src].controller) {
					return id
				}
			}
		}
	}
	return -1
}

// mustShow are the steps whose effect on a chosen card always shows as an
// event (the events match the steps): a destroyed card, a stun, a ready
// or exhaust, a card moved out of play.
var mustShow = map[Op]bool{
	DoDestroy: true, DoSacrifice: true, DoStun: true, DoReady: true, DoExhaust: true, DoPurge: true,
	DoArchive: true, DoExalt: true, DoTakeControl: true,
}

// smokeLasting fires the events the lasting abilities in force wait for
// (a creature reaps, fights, is destroyed; a given ability's trigger), so
// that what an ability started for the rest of the turn runs too.
func smokeLasting(s *scen, trig int16) {
	for i := 0; i < len(s.g.lasting); i++ {
		l := s.g.lasting[i]
		if l.kind != lastAbility {
			continue
		}
		def, ab, pc := lastingStep(l.n)
		in := s.g.scripts[def].Abilities[ab].Steps[pc].Lasting
		if in == nil || s.g.cards[trig].zone != ZoneBattleline {
			continue
		}
		if in.Grant != nil {
			s.g.fire(trig, in.On, -1)
		} else {
			s.g.fireAll(in.On, trig)
		}
		s.g.drain()
	}
}
