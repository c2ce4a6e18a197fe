package engine

import "testing"

// Rule tests of the prophecy model (prophecy.go). The rules come from the
// cards' printed texts and keyteki's implementation of Prophetic Visions;
// docs/prophecies.md says which rule comes from where.

func init() {
	add := func(id, name string, h House, t CardType, power int) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power}
	}
	for _, p := range [][2]string{
		{"overreach", "Overreach"}, {"heads-i-win", "Heads, I Win"}, {"tails-you-lose", "Tails, You Lose"},
		{"bad-omen", "Bad Omen"}, {"stars-aligned", "Stars Aligned"}, {"trust-your-feelings", "Trust Your Feelings"},
		{"wasteful-regret", "Wasteful Regret"}, {"go-forth-and-conquer", "Go Forth and Conquer"},
		{"look-how-far-you-ve-come", "Look How Far You’ve Come"}, {"forge-ahead-with-confidence", "Forge Ahead With Confidence"},
		{"it-only-gets-worse", "It Only Gets Worse"}, {"fate-laughs-at-your-plans", "Fate Laughs at Your Plans"},
		{"outlook-not-so-good", "Outlook Not So Good"}, {"signs-point-to-yes", "Signs Point to Yes"},
		{"the-early-bird", "The Early Bird"}, {"the-second-mouse", "The Second Mouse"},
		{"the-end-is-nigh", "The End is Nigh"}, {"treat-each-action-as-your-last", "Treat Each Action as Your Last"},
		{"wounds-into-wisdom", "Wounds Into Wisdom"}, {"the-cards-will-tell", "The Cards Will Tell"},
		{"expect-the-unexpected", "Expect the Unexpected"}, {"ask-again-later", "Ask Again Later"},
	} {
		add(p[0], p[1], "", TypeProphecy, 0)
	}
	// A made-up card whose only ability is "Fate: Gain 2A." (the model's
	// tests install its script, hpGainFate).
	add("hp-fate-gain", "Fortune Test", "brobnar", TypeAction, 0)
}

// hpGainFate is the made-up fate card's script.
var hpGainFate = Script{ID: "hp-fate-gain", Abilities: []Ability{{On: OnFate, Steps: []Clause{{Do: DoGain, N: 2}}}}}

// hpDeck is a test deck of the houses given, with the prophecies listed
// beside its 36 cards.
func hpDeck(houses [3]House, prophecies []string, ids ...string) *Deck {
	d := testDeck(houses, ids...)
	for _, p := range prophecies {
		d.Cards = append(d.Cards, DeckCard{CardID: p})
	}
	return d
}

// hpScen is Alice's second turn (turn 3), her deck with the prophecies
// given, the made-up fate card installed. Bob's deck has none.
func hpScen(t *testing.T, prophecies []string, alice, bob []string) *scen {
	t.Helper()
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: hpDeck(aliceHouses, prophecies, alice...)},
		{Name: "Bob", Deck: testDeck(bobHouses, bob...)},
	}})
	if d := s.g.defIndex("hp-fate-gain"); d >= 0 {
		s.g.setScript("hp-fate-gain", &hpGainFate)
	}
	s.end()
	s.end()
	return s
}

// hpActivate logs Alice's "prophecy P with C".
func (s *scen) hpActivate(prophecy, card string) Outcome {
	s.t.Helper()
	a := Action{Verb: VerbProphecy, Card: CardRef{ID: prophecy}}
	if card != "" {
		a.Target = CardRef{ID: card}
	}
	return s.do(a)
}

// hpFate is the fate card under player pl's prophecy id, -1 when none.
func (s *scen) hpFate(pl int8, id string) int16 {
	k := s.g.prophSlot(pl, CardRef{ID: id})
	if k < 0 {
		s.t.Fatalf("player %d has no prophecy %s", pl, id)
	}
	return s.g.proph.fate[pl][k]
}

var hpFour = []string{"overreach", "heads-i-win", "bad-omen", "stars-aligned"}

// A Prophetic Visions deck lists its prophecies beside its 36 cards; they
// start beside the identity card, not in the deck (keyteki: a deck's
// prophecyCards are laid out apart from its draw deck).
func TestProphecySetup(t *testing.T) {
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: hpDeck(aliceHouses, hpFour, "troll")},
		{Name: "Bob", Deck: testDeck(bobHouses)},
	}})
	p := &s.g.p[0]
	s.wantInt("Alice's hand", p.handSize(), 7)
	s.wantInt("Alice's deck", p.deckSize(), 29)
	views := s.g.Prophecies(0)
	if len(views) != 4 || views[0].Card != "overreach" || views[1].Card != "heads-i-win" || !views[1].Flipped || views[0].Fate != "" {
		t.Errorf("Alice's prophecies = %+v, want the four of her list, none with a card under it", views)
	}
	if len(s.g.Prophecies(1)) != 0 {
		t.Error("Bob's deck lists no prophecy, yet he has some")
	}
}

// Activating: a card from the active player's hand goes facedown under one
// of their prophecies; once a turn; not a prophecy with a card under it,
// nor one whose other side has one (keyteki Player.canActivateProphecy).
func TestProphecyActivation(t *testing.T) {
	cases := []struct {
		name  string
		first string // a prophecy activated before, "" none
		next  string // the prophecy then activated
		want  string // its violations
	}{
		{"once", "", "overreach", ""},
		{"twice a turn", "overreach", "bad-omen", "prophecy"},
		{"the other side", "overreach", "heads-i-win", "prophecy"},
		{"not hers", "", "wasteful-regret", "prophecy"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := hpScen(t, hpFour, []string{"troll", "krump"}, nil)
			s.hand(0, "troll")
			k := s.hand(0, "krump")
			s.house("brobnar")
			if c.first != "" {
				s.wantRules(s.hpActivate(c.first, "troll"), "")
			}
			s.wantRules(s.hpActivate(c.next, "krump"), c.want)
			if c.want == "" {
				s.wantZone(k, ZoneFate)
				if s.hpFate(0, c.next) != k {
					t.Errorf("Krump is not under %s", c.next)
				}
			}
		})
	}
}

// A card that cannot be in hand is a violation; the line without a card
// puts a hidden card from hand (hidden information), which views do not name.
func TestProphecyFateCardFromHand(t *testing.T) {
	s := hpScen(t, hpFour, []string{"troll"}, nil)
	s.house("brobnar")
	before := s.g.p[0].handSize()
	s.wantRules(s.hpActivate("overreach", ""), "")
	s.wantInt("hand", s.g.p[0].handSize(), before-1)
	if v := s.g.Prophecies(0)[0]; v.Fate != "hidden" {
		t.Errorf("an unnamed fate card shows as %q, want hidden", v.Fate)
	}
	s2 := hpScen(t, hpFour, []string{"troll"}, nil)
	s2.house("brobnar")
	for s2.g.p[0].handUnknown > 0 { // every hidden card known: Troll is not among them
		id := s2.g.anyUnknown(0)
		if s2.g.def(id).ID == "troll" {
			s2.g.detach(id, ZoneHand)
			s2.g.put(id, ZoneDiscard)
			s2.g.p[0].deckUnknown--
			s2.g.p[0].handUnknown++
			continue
		}
		s2.g.detach(id, ZoneHand)
		s2.g.put(id, ZoneHand)
	}
	s2.wantRules(s2.hpActivate("overreach", "troll"), "card-not-available")
}

// Fulfilment: during the opponent's turn, after the event the prophecy
// names, its fate card goes to its owner's discard pile and its "Fate:"
// ability resolves for the active player, who fulfilled it (keyteki
// FulfillProphecyAction, ResolveFateAction; Sample 42-C's test: the
// opponent chooses the fate's targets). The prophecy is then empty.
func TestProphecyFulfilledOnTheOpponentsTurn(t *testing.T) {
	s := hpScen(t, hpFour, []string{"hp-fate-gain", "troll"}, []string{"urchin"})
	f := s.hand(0, "hp-fate-gain")
	tr := s.creature(0, "troll")
	s.house("brobnar")
	s.hpActivate("overreach", "hp-fate-gain")
	s.reap("troll") // her own creature: no fulfilment
	s.wantZone(f, ZoneFate)
	s.wantAember(0, 1)
	s.end()
	s.creature(1, "urchin")
	s.house("shadows")
	out := s.reap("urchin")
	s.wantZone(f, ZoneDiscard)
	s.wantAember(1, 3) // 1 for the reap, 2 for the fate: Bob's
	s.wantAember(0, 1)
	if !hasEvent(out, EvProphecy) {
		t.Error("no prophecy event")
	}
	if s.hpFate(0, "overreach") != -1 {
		t.Error("the prophecy still has a card under it")
	}
	_ = tr
}

// Turn-end and turn-start conditions: Bad Omen is checked at the end of the
// opponent's turn, while it is still theirs (the fate is theirs); Stars
// Aligned at its start.
func TestProphecyTurnEndAndStart(t *testing.T) {
	cases := []struct {
		name, prophecy string
		bobAember      int
		bobCreatures   int // Alice has one
		want           int // Bob's Æmber after his turn's end / start
		fulfilled      bool
	}{
		{"bad omen, 6", "bad-omen", 6, 0, 8, true},
		{"bad omen, 5", "bad-omen", 5, 0, 5, false},
		{"stars aligned", "stars-aligned", 0, 1, 2, true},
		{"stars not aligned", "stars-aligned", 0, 2, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := hpScen(t, hpFour, []string{"hp-fate-gain", "troll"}, []string{"urchin", "bad-penny"})
			f := s.hand(0, "hp-fate-gain")
			s.creature(0, "troll")
			for i := 0; i < c.bobCreatures; i++ {
				s.creature(1, []string{"urchin", "bad-penny"}[i])
			}
			s.house("brobnar")
			s.hpActivate(c.prophecy, "hp-fate-gain")
			s.end() // Bob's turn starts
			if c.prophecy == "bad-omen" {
				s.house("shadows")
				s.g.p[1].aember = c.bobAember
				s.end()
			}
			s.wantAember(1, c.want)
			if got := s.g.cards[f].zone == ZoneDiscard; got != c.fulfilled {
				t.Errorf("fulfilled = %v, want %v", got, c.fulfilled)
			}
		})
	}
}

// "At the end of your turn, you may flip Heads, I Win.": the fate card goes
// with the flip to the other side (keyteki Player.flipProphecy); the other
// side's condition is the one checked then.
func TestProphecyFlip(t *testing.T) {
	s := hpScen(t, []string{"heads-i-win", "tails-you-lose"}, []string{"hp-fate-gain"}, nil)
	f := s.hand(0, "hp-fate-gain")
	s.house("brobnar")
	s.hpActivate("heads-i-win", "hp-fate-gain")
	s.wantRules(s.do(Action{Verb: VerbFlip, Card: CardRef{ID: "heads-i-win"}}), "")
	if s.hpFate(0, "tails-you-lose") != f || s.hpFate(0, "heads-i-win") != -1 {
		t.Error("the fate card did not move to Tails, You Lose")
	}
	s.wantRules(s.do(Action{Verb: VerbFlip, Card: CardRef{ID: "heads-i-win"}}), "prophecy") // nothing under it now
}

// A game with prophecies snapshots and resumes whole.
func TestProphecySnapshot(t *testing.T) {
	s := hpScen(t, hpFour, []string{"hp-fate-gain"}, nil)
	s.hand(0, "hp-fate-gain")
	s.house("brobnar")
	s.hpActivate("overreach", "hp-fate-gain")
	setup := Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: s.g.p[0].deck}, {Name: "Bob", Deck: s.g.p[1].deck}}}
	r := resume(t, s.g, setup)
	r.setScript("hp-fate-gain", &hpGainFate) // the test's script, as in s.g
	if d := SnapshotDiff(s.g, r); d != "" {
		t.Fatal(d)
	}
	if r.Hash() != s.g.Hash() {
		t.Error("the resumed game hashes otherwise")
	}
}

// A hidden fate card: fulfilled, it goes to the discard pile as the
// engine's guess and nothing resolves; the log's "> fate CARD" names it,
// and its Fate ability resolves then.
func TestProphecyHiddenFateNamed(t *testing.T) {
	s := hpScen(t, hpFour, []string{"hp-fate-gain"}, []string{"urchin"})
	s.house("brobnar")
	s.hpActivate("overreach", "")
	s.end()
	s.creature(1, "urchin")
	s.house("shadows")
	s.reap("urchin")
	s.wantAember(1, 1) // the reap only: the fate is not known
	top := s.g.p[0].discard[len(s.g.p[0].discard)-1]
	if !s.g.cards[top].has(flGuessed) {
		t.Fatal("the hidden fate card is not discarded as a guess")
	}
	s.effect(Effect{Kind: EffFate, Card: CardRef{ID: "hp-fate-gain"}})
	s.wantAember(1, 3)
	top = s.g.p[0].discard[len(s.g.p[0].discard)-1]
	if s.g.def(top).ID != "hp-fate-gain" || s.g.cards[top].has(flGuessed) {
		t.Errorf("Alice's discard shows %s, want the named fate card", s.g.name(top))
	}
}

// TestArmedAsEverySlot compares armed with its definition, a look at
// every slot: a prophecy is armed when some slot holds a card.
func TestArmedAsEverySlot(t *testing.T) {
	var ps prophState
	ps.reset()
	if ps.armed() {
		t.Fatal("no slot holds a card, but armed says one does")
	}
	for pl := range ps.fate {
		for k := range ps.fate[pl] {
			for _, id := range []int16{0, 71} {
				ps.fate[pl][k] = id
				if !ps.armed() {
					t.Fatalf("slot %d of player %d holds card %d, but armed says none does", k, pl, id)
				}
			}
			ps.fate[pl][k] = -1
		}
	}
	if ps.armed() {
		t.Fatal("every slot is empty again, but armed says one holds a card")
	}
}
