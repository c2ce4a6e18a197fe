package engine

import (
	"fmt"
	"strconv"
	"testing"
)

// IfTideLow holds when the tide is high for the controller's opponent:
// not before anyone raised it, not when it is high for the controller.
func TestCondTideLow(t *testing.T) {
	tests := []struct {
		name       string
		alice, bob bool // whose tide is high
		low, high  bool // IfTideLow and IfTide for Alice
	}{
		{"never raised", false, false, false, false},
		{"high for Alice", true, false, false, true},
		{"high for Bob", false, true, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fightScen(t, nil, nil)
			s.g.p[0].tide, s.g.p[1].tide = tt.alice, tt.bob
			r := run{player: 0, src: -1, trig: -1}
			if got := s.g.holds(&Cond{Is: IfTideLow}, &r); got != tt.low {
				t.Errorf("IfTideLow = %v, want %v", got, tt.low)
			}
			if got := s.g.holds(&Cond{Is: IfTide}, &r); got != tt.high {
				t.Errorf("IfTide = %v, want %v", got, tt.high)
			}
		})
	}
}

// The printer's wordings for the compiled forms.
func TestTextCompiledForms(t *testing.T) {
	tests := []struct {
		name string
		s    Script
		want string
	}{
		{"two keywords", Script{Statics: []Static{{Is: KeywordGrant, KW: Elusive, To: This}, {Is: KeywordGrant, KW: Skirmish, To: This}}},
			"Willa gains elusive and skirmish."},
		{"static and", Script{Statics: []Static{{Is: ArmorBonus, N: 2, To: ThisCreature}, {Is: KeywordGrant, KW: Taunt, To: ThisCreature, And: true}}},
			"This creature gets +2 armor and gains taunt."},
		{"static and bonus", Script{Statics: []Static{{Is: PowerBonus, N: 1, To: Target{Count: Each}, If: Cond{Is: IfTide}}, {Is: ArmorBonus, N: 1, To: Target{Count: Each}, If: Cond{Is: IfTide}, And: true}}},
			"While the tide is high, each creature gets +1 power and +1 armor."},
		{"tide low", Script{Statics: []Static{{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: ThisCreature, If: Cond{Is: IfTideLow}}}},
			"While the tide is low, this creature cannot reap."},
		{"opponent's deck", Script{Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoDiscardTop, N: 3, Who: Opponent}}}}},
			"Play: Discard the top 3 cards of your opponent's deck."},
		{"grant", Script{Abilities: []Ability{{On: OnReap, Grant: &Target{Count: Each, Side: Friendly}, Steps: []Clause{{Do: DoArchive, To: This}}}}},
			"Each friendly creature gains, \"Reap: Archive this creature.\""},
		{"archive from hand", Script{Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoArchive, To: Target{Kind: AnyCard, Where: InHand}}}}}},
			"Play: Archive a card."},
		{"the most powerful", Script{Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoDestroy, To: Target{Side: Enemy, Is: MostPowerful}}}}}},
			"Play: Destroy the most powerful enemy creature."},
		{"damage destroys", Script{Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoDamage, N: 2, To: Target{}}, {Do: DoGain, N: 1, If: Cond{Is: IfThatDestroyed}}}}}},
			"Play: Deal 2D to a creature. If this damage destroys that creature, gain 1A."},
		{"duration leads", Script{Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoGiveKeyword, KW: Skirmish, Dur: UntilTurnEnd, To: Target{Side: Friendly}}}}}},
			"Play: For the remainder of the turn, a friendly creature gains skirmish."},
		{"next turn follows", Script{Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoPower, N: -2, Dur: UntilNextTurn, To: Target{Count: Each, Side: Enemy}}}}}},
			"Play: Each enemy creature gets –2 power during your opponent's next turn."},
		{"statics first", Script{Abilities: []Ability{{On: OnReap, Steps: []Clause{{Do: DoGain, N: 1}}}}, Statics: []Static{{Is: PowerBonus, N: 1, To: Target{Count: Each, Side: Friendly}}}},
			"Each friendly creature gets +1 power.\nReap: Gain 1A."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.s.Text("Willa"); got != tt.want {
				t.Errorf("Text = %q, want %q", got, tt.want)
			}
		})
	}
}

// Neighboring matches the creatures next to this card on its battleline.
func TestFilterNeighboring(t *testing.T) {
	s := fightScen(t, []string{"troll", "krump", "bumpsy", "urchin"}, []string{"silvertooth"})
	troll, krump, bumpsy := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "bumpsy")
	enemy := s.creature(1, "silvertooth")
	hand := s.hand(0, "urchin")
	tests := []struct {
		name    string
		id, src int16
		want    bool
	}{
		{"left neighbor", troll, krump, true},
		{"right neighbor", bumpsy, krump, true},
		{"two apart", bumpsy, troll, false},
		{"itself", krump, krump, false},
		{"enemy line", enemy, troll, false},
		{"not in play", hand, troll, false},
	}
	tg := Target{Count: Each, Is: Neighboring}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := s.g.matches(&tg, tt.id, tt.src, 0); got != tt.want {
				t.Errorf("matches = %v, want %v", got, tt.want)
			}
		})
	}
}

// DoBottom puts a card from play into its owner's deck.
func TestOpBottom(t *testing.T) {
	s := fightScen(t, []string{"troll"}, []string{"silvertooth"})
	st := s.creature(1, "silvertooth")
	deck := s.g.p[1].deckUnknown + len(s.g.p[1].deckTop)
	r := run{player: 0, src: -1, trig: -1}
	s.g.do(&Clause{Do: DoBottom}, &r, []int16{st})
	s.wantZone(st, ZoneUnknown)
	if got := s.g.p[1].deckUnknown + len(s.g.p[1].deckTop); got != deck+1 {
		t.Errorf("Bob's deck has %d cards, want %d", got, deck+1)
	}
	if len(s.g.p[1].line) != 0 {
		t.Errorf("Silvertooth is still on the battleline")
	}
	if err := s.g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// DoTakeAember and DoRemoveAember move Æmber off a creature: N of it or
// all (N 0), to the player's pool or the common supply.
func TestOpMoveAember(t *testing.T) {
	tests := []struct {
		name  string
		op    Op
		n, on int
		who   Who
		left  int    // Æmber left on the creature
		pool  [2]int // Alice's and Bob's gain
		did   bool
	}{
		{"one to your pool", DoTakeAember, 1, 3, You, 2, [2]int{1, 0}, true},
		{"all to your pool", DoTakeAember, 0, 3, You, 0, [2]int{3, 0}, true},
		{"more than there is", DoTakeAember, 5, 2, You, 0, [2]int{2, 0}, true},
		{"to the opponent's pool", DoTakeAember, 1, 1, Opponent, 0, [2]int{0, 1}, true},
		{"to the supply", DoRemoveAember, 2, 3, You, 1, [2]int{0, 0}, true},
		{"none on it", DoTakeAember, 1, 0, You, 0, [2]int{0, 0}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fightScen(t, []string{"troll"}, nil)
			tr := s.creature(0, "troll")
			s.g.cards[tr].aember = int16(tt.on)
			before := [2]int{s.aember(0), s.aember(1)}
			r := run{player: 0, src: -1, trig: -1}
			s.g.do(&Clause{Do: tt.op, N: tt.n, Who: tt.who}, &r, []int16{tr})
			if got := int(s.g.cards[tr].aember); got != tt.left {
				t.Errorf("%dA left on Troll, want %d", got, tt.left)
			}
			if got := [2]int{s.aember(0) - before[0], s.aember(1) - before[1]}; got != tt.pool {
				t.Errorf("pools gained %v, want %v", got, tt.pool)
			}
			if r.did != tt.did {
				t.Errorf("did = %v, want %v", r.did, tt.did)
			}
		})
	}
}

// EntersStunned: a creature with it enters play stunned (Chuff Ape).
func TestStaticEntersStunned(t *testing.T) {
	db := packDB(readPacks(t))
	for _, compiled := range []bool{true, false} {
		t.Run(map[bool]string{true: "compiled", false: "unscripted"}[compiled], func(t *testing.T) {
			g, err := New(db, Setup{HandOnly: !compiled, Players: [2]PlayerSetup{
				{Name: "Alice", Deck: testDeck([3]House{"brobnar", "mars", "dis"}, "chuff-ape")},
				{Name: "Bob", Deck: testDeck(bobHouses)},
			}})
			if err != nil {
				t.Fatal(err)
			}
			s := &scen{t: t, g: g}
			s.end()
			s.end()
			c := s.hand(0, "chuff-ape")
			s.house("mars")
			s.wantRules(s.play("chuff-ape"), "")
			if got := g.cards[c].has(flStunned); got != compiled {
				t.Errorf("stunned = %v, want %v", got, compiled)
			}
		})
	}
}

// The printer's forms of the compiled steps of this round.
func TestTextStepForms(t *testing.T) {
	tests := []struct {
		name  string
		steps []Clause
		want  string
	}{
		{"and each of its neighbors", []Clause{{Do: DoStun, To: Target{}}, {Do: DoStun, To: Target{Count: ThatNeighbors}}},
			"Play: Stun a creature and each of its neighbors."},
		{"a conditional step is not joined", []Clause{{Do: DoStun, To: Target{}, May: true}, {Do: DoStun, To: Target{Count: ThatNeighbors}}},
			"Play: You may stun a creature. Stun each of its neighbors."},
		{"and", []Clause{{Do: DoDamage, N: 1, To: Target{}}, {Do: DoStun, To: ThatOne, And: true}}, "Play: Deal 1D to a creature and stun that creature."},
		{"fought and neighbors", []Clause{{Do: DoStun, To: Target{Count: Fought}}, {Do: DoStun, To: Target{Count: ThatNeighbors}}},
			"Play: Stun the creature X fights and each of its neighbors."},
		{"fought neighbors", []Clause{{Do: DoDamage, N: 2, To: Target{Count: FoughtNeighbors}}}, "Play: Deal 2D to each neighbor of the creature X fights."},
		{"exalt times", []Clause{{Do: DoExalt, N: 3, To: This}}, "Play: Exalt X 3 times."},
		{"discard your hand", []Clause{{Do: DoDiscard, To: Target{Count: Each, Kind: AnyCard, Where: InHand}}}, "Play: Discard your hand."},
		{"move each A", []Clause{{Do: DoTakeAember, To: Target{Side: Friendly}}}, "Play: Move each A from a friendly creature to your pool."},
		{"bottom", []Clause{{Do: DoBottom, To: Target{Side: Enemy, Is: Neighboring}}}, "Play: Put a neighboring enemy creature on the bottom of its owner's deck."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Script{Abilities: []Ability{{On: OnPlay, Steps: tt.steps}}}
			if got := s.Text("X"); got != tt.want {
				t.Errorf("Text = %q, want %q", got, tt.want)
			}
		})
	}
}

// discardCandidates: "your discard pile", "your opponent's", "a discard
// pile" (both, the controller's first).
func TestDiscardCandidatesSides(t *testing.T) {
	s := fightScen(t, []string{"troll"}, []string{"urchin"})
	a, b := s.take(0, "troll"), s.take(1, "urchin")
	s.g.put(a, ZoneDiscard)
	s.g.put(b, ZoneDiscard)
	tests := []struct {
		side Side
		want []int16
	}{
		{Friendly, []int16{a}},
		{Enemy, []int16{b}},
		{AnySide, []int16{a, b}},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(int(tt.side)), func(t *testing.T) {
			r := run{player: 0, src: -1, trig: -1}
			got := s.g.discardCandidates(&Target{Side: tt.side, Where: InDiscard}, &r, nil)
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("candidates %v, want %v", got, tt.want)
			}
		})
	}
}

// A constant ability about "each of <this>'s neighbors" reaches only
// them (Bulwark: "Each of Bulwark's neighbors gets +2 armor.").
func TestStaticNeighbors(t *testing.T) {
	db := packDB(readPacks(t))
	s, c := smokeBoard(t, db, "bulwark") // Troll, Krump, Bumpsy, Bulwark on Alice's line
	line := s.g.p[0].line
	for i, id := range line {
		want := 0
		if id != c && (i+1 < len(line) && line[i+1] == c || i > 0 && line[i-1] == c) {
			want = 2
		}
		if got := s.g.armor(id) - s.g.def(id).Armor; got != want {
			t.Errorf("%s: armor bonus %d, want %d", s.g.name(id), got, want)
		}
	}
	for _, id := range s.g.p[1].line {
		if got := s.g.armor(id) - s.g.def(id).Armor; got != 0 {
			t.Errorf("Bob's %s: armor bonus %d, want 0", s.g.name(id), got)
		}
	}
}

// IfCount with MoreThanOpp: "there are more enemy creatures than
// friendly creatures".
func TestCondMoreThanOtherSide(t *testing.T) {
	tests := []struct {
		alice, bob int
		side       Side
		want       bool
	}{
		{1, 2, Enemy, true},
		{2, 2, Enemy, false},
		{2, 1, Enemy, false},
		{2, 1, Friendly, true},
		{0, 0, Friendly, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt), func(t *testing.T) {
			s := fightScen(t, []string{"troll", "krump"}, []string{"urchin", "silvertooth"})
			for _, id := range []string{"troll", "krump"}[:tt.alice] {
				s.creature(0, id)
			}
			for _, id := range []string{"urchin", "silvertooth"}[:tt.bob] {
				s.creature(1, id)
			}
			r := run{player: 0, src: -1, trig: -1}
			c := Cond{Is: IfCount, Cmp: MoreThanOpp, Of: &Target{Count: Each, Side: tt.side}}
			if got := s.g.holds(&c, &r); got != tt.want {
				t.Errorf("holds = %v, want %v", got, tt.want)
			}
		})
	}
}

// A count of a card's neighbors ("for each of Vivid Faerie's Untamed
// neighbors") counts only its neighbors that match.
func TestCountNeighbors(t *testing.T) {
	db := packDB(readPacks(t))
	s, c := smokeBoard(t, db, "vivid-faerie") // right of Bumpsy (Brobnar)
	r := run{player: 0, src: c, trig: -1}
	tests := []struct {
		house House
		want  int
	}{{"brobnar", 1}, {"untamed", 0}, {"", 1}}
	for _, tt := range tests {
		a := Amount{Q: CountOf, Of: Target{Count: Neighbors, House: tt.house}}
		if got := s.g.quantity(&a, &r); got != tt.want {
			t.Errorf("%q neighbors: %d, want %d", tt.house, got, tt.want)
		}
	}
}

// NotTrait matches the cards without the trait ("non-Mutant creature").
func TestFilterNotTrait(t *testing.T) {
	s := fightScen(t, []string{"zorg", "troll"}, nil)
	zorg, troll := s.creature(0, "zorg"), s.creature(0, "troll") // Zorg: Martian, Mutant
	tests := []struct {
		name string
		t    Target
		id   int16
		want bool
	}{
		{"Mutant is Mutant", Target{Count: Each, Trait: "Mutant"}, zorg, true},
		{"Troll is not Mutant", Target{Count: Each, Trait: "Mutant"}, troll, false},
		{"Zorg is not non-Mutant", Target{Count: Each, Trait: "Mutant", Is: NotTrait}, zorg, false},
		{"Troll is non-Mutant", Target{Count: Each, Trait: "mutant", Is: NotTrait}, troll, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := s.g.matches(&tt.t, tt.id, -1, 0); got != tt.want {
				t.Errorf("matches = %v, want %v", got, tt.want)
			}
		})
	}
}
