package engine

import "testing"

// Each scripted rulebook card, with a test of its ability.

func TestScriptAnger(t *testing.T) {
	s := fightScen(t, []string{"anger", "troll"}, []string{"urchin", "silvertooth"})
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flExhausted
	st := s.creature(1, "silvertooth")
	s.creature(1, "urchin")
	s.hand(0, "anger")
	s.house("brobnar")
	s.play("anger")
	if what, ok := s.g.Waiting(); !ok || what != "ready-fight" {
		t.Fatalf("Waiting() = %q %v", what, ok)
	}
	s.wantRules(s.choose("troll", "silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	if !s.g.cards[tr].has(flExhausted) || s.g.cards[tr].damage != 2 {
		t.Error("Troll did not ready and fight")
	}
}

// Two friendly creatures could ready and fight: the log must say which.
func TestScriptAngerChoiceMissing(t *testing.T) {
	s := fightScen(t, []string{"anger", "troll", "krump"}, []string{"urchin"})
	s.creature(0, "troll")
	s.creature(0, "krump")
	s.creature(1, "urchin")
	s.hand(0, "anger")
	s.house("brobnar")
	s.play("anger")
	s.wantRules(s.end(), "choice-missing")
}

// A choice with one legal answer resolves by itself (issue 15: it used to
// be flagged choice-missing): one friendly creature, one enemy to fight.
func TestScriptAngerOneChoiceResolvesItself(t *testing.T) {
	s := fightScen(t, []string{"anger", "troll"}, []string{"silvertooth"})
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flExhausted
	u := s.creature(1, "silvertooth")
	s.hand(0, "anger")
	s.house("brobnar")
	s.play("anger")
	if what, ok := s.g.Waiting(); ok {
		t.Fatalf("Waiting() = %q: nothing is left to choose", what)
	}
	s.wantZone(u, ZoneDiscard)
	s.wantRules(s.end(), "")
}

func TestScriptGauntletOfCommand(t *testing.T) {
	s := fightScen(t, []string{"gauntlet-of-command", "tocsin"}, []string{"bad-penny"})
	s.artifact(0, "gauntlet-of-command")
	tc := s.creature(0, "tocsin") // a Dis creature: any house may fight
	s.g.cards[tc].flags |= flExhausted
	bp := s.creature(1, "bad-penny")
	s.house("brobnar")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "gauntlet-of-command"}})
	s.wantRules(s.choose("tocsin", "bad-penny"), "")
	s.wantZone(bp, ZoneHand) // Bad Penny: Destroyed: return to hand
}

func TestScriptTroll(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].damage = 2
	s.house("brobnar")
	s.reap("troll")
	s.wantDamage(tr, 0) // heals 3, as much as there is
}

// Krump: "After an enemy creature is destroyed fighting Krump, its
// controller loses 1A." FAQ Destroyed: Effects (Stealer of Souls and
// Valdr), the other way round: when Krump survives and the defender dies,
// it does trigger.
func TestScriptKrump(t *testing.T) {
	s := fightScen(t, []string{"krump"}, []string{"silvertooth"})
	s.creature(0, "krump")
	s.creature(1, "silvertooth")
	s.g.p[1].aember = 2
	s.house("brobnar")
	s.fight("krump", "silvertooth")
	s.wantAember(1, 1)
}

func TestScriptValdr(t *testing.T) {
	s := fightScen(t, []string{"valdr"}, []string{"silvertooth", "urchin", "bad-penny"})
	s.creature(0, "valdr")
	a := s.creature(1, "silvertooth")
	s.g.cards[a].counters = 10 // 12 power, on the flank
	s.house("brobnar")
	s.fight("valdr", "silvertooth")
	s.wantDamage(a, 8) // 6 + 2 against a flank creature
}

func TestScriptBadPenny(t *testing.T) {
	s := fightScen(t, []string{"bad-penny"}, nil)
	bp := s.creature(0, "bad-penny")
	s.house("shadows")
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "bad-penny"}})
	s.wantZone(bp, ZoneHand)
}

func TestScriptTocsinAndMindBarb(t *testing.T) {
	s := fightScen(t, []string{"tocsin", "mind-barb"}, []string{"lights-out"})
	s.creature(0, "tocsin")
	s.hand(1, "lights-out")
	bobHand := s.g.p[1].handSize()
	s.house("dis")
	s.reap("tocsin")
	s.choose("lights-out")
	if got := s.g.p[1].handSize(); got != bobHand-1 || s.g.def(s.g.p[1].discard[0]).ID != "lights-out" {
		t.Fatalf("hand %d, discard %v", got, s.g.p[1].discard)
	}
	s.hand(0, "mind-barb")
	s.play("mind-barb")
	s.end() // no choice: the engine discards an unaccounted card
	if got := s.g.p[1].handSize(); got != bobHand-2 {
		t.Errorf("hand %d, want %d", got, bobHand-2)
	}
}

func TestScriptStaunchKnight(t *testing.T) {
	s := fightScen(t, []string{"staunch-knight", "raiding-knight", "troll"}, nil)
	k := s.creature(0, "staunch-knight")
	if p := s.g.power(k); p != 6 {
		t.Errorf("on a flank: power %d, want 6", p)
	}
	s.creature(0, "raiding-knight")
	s.g.enterBattleline(s.take(0, "troll"), 0, FlankLeft, 0, true)
	if p := s.g.power(k); p != 4 {
		t.Errorf("in the middle: power %d, want 4", p)
	}
}

func TestScriptProtectTheWeak(t *testing.T) {
	s := fightScen(t, []string{"protect-the-weak", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.hand(0, "protect-the-weak")
	s.house("sanctum")
	s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "protect-the-weak"}, Target: CardRef{ID: "troll"}})
	if !s.g.hasKeyword(tr, Taunt) || s.g.armor(tr) != 1 {
		t.Error("Protect the Weak gives +1 armor and taunt")
	}
}

func TestScriptWarsong(t *testing.T) {
	s := fightScen(t, []string{"warsong", "troll", "krump"}, []string{"silvertooth", "urchin"})
	s.creature(0, "troll")
	s.creature(0, "krump")
	s.creature(1, "silvertooth")
	s.creature(1, "urchin")
	s.hand(0, "warsong")
	s.house("brobnar")
	s.play("warsong")
	before := s.aember(0)
	s.fight("troll", "silvertooth")
	s.fight("krump", "urchin")
	s.wantAember(0, before+2)
	s.end()
	s.end()
	s.creature(1, "dust-pixie")
	s.house("brobnar")
	before = s.aember(0)
	s.fight("troll", "dust-pixie")
	s.wantAember(0, before) // the effect ended with its turn
}

func TestScriptTheTerror(t *testing.T) {
	for _, oppAember := range []int{0, 1} {
		s := fightScen(t, []string{"the-terror"}, nil)
		s.hand(0, "the-terror")
		s.g.p[1].aember = oppAember
		s.house("dis")
		before := s.aember(0)
		s.play("the-terror")
		want := before
		if oppAember == 0 {
			want += 2
		}
		s.wantAember(0, want)
	}
}

func TestScriptRaidingKnightCapturesAsMuchAsThereIs(t *testing.T) {
	s := fightScen(t, []string{"raiding-knight"}, nil)
	s.hand(0, "raiding-knight")
	s.g.p[1].aember = 0
	s.house("sanctum")
	s.wantRules(s.play("raiding-knight"), "")
	if s.g.cards[s.g.p[0].line[0]].aember != 0 {
		t.Error("captured from an empty pool")
	}
}

func TestScriptChampionAnaphiel(t *testing.T) {
	s := fightScen(t, []string{"troll"}, []string{"champion-anaphiel", "urchin", "silvertooth"})
	s.creature(0, "troll")
	s.creature(1, "urchin")
	s.creature(1, "champion-anaphiel")
	s.creature(1, "silvertooth")
	s.house("brobnar")
	s.wantRules(s.fight("troll", "silvertooth"), "taunt")
	s.effect(Effect{Kind: EffReady, Card: CardRef{ID: "troll"}})
	s.wantRules(s.fight("troll", "champion-anaphiel"), "")
}

func TestScriptHuntingWitch(t *testing.T) {
	s := newScen(t, nil, []string{"hunting-witch", "silvertooth", "lights-out"})
	s.end()
	s.creature(1, "hunting-witch")
	s.hand(1, "silvertooth")
	s.hand(1, "lights-out")
	s.house("shadows")
	before := s.aember(1)
	s.play("silvertooth")
	s.wantAember(1, before+1)
	s.play("lights-out")
	s.wantAember(1, before+2) // Lights Out's Æmber bonus only: not a creature
}

func TestScriptMother(t *testing.T) {
	s := newScen(t, nil, []string{"mother"})
	s.end()
	s.creature(1, "mother")
	s.house("logos")
	s.end()
	if got := s.g.p[1].handSize(); got != 7 {
		t.Errorf("hand %d, want 7", got)
	}
}

func TestScriptGormOfOmm(t *testing.T) {
	s := fightScen(t, []string{"gorm-of-omm", "gauntlet-of-command"}, nil)
	gorm := s.artifact(0, "gorm-of-omm")
	gc := s.artifact(0, "gauntlet-of-command")
	s.house("dis") // Omni: usable whatever the active house
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "gorm-of-omm"}}), "")
	s.wantRules(s.choose("gauntlet-of-command"), "")
	s.wantZone(gorm, ZoneDiscard)
	s.wantZone(gc, ZoneDiscard)
}

func TestScriptLibraryAccess(t *testing.T) {
	s := newScen(t, nil, []string{"library-access", "mother", "code-monkey"})
	s.end()
	s.hand(1, "library-access")
	s.hand(1, "mother")
	s.hand(1, "code-monkey")
	s.house("logos")
	hand := s.g.p[1].handSize()
	s.play("library-access")
	s.play("mother")
	s.play("code-monkey")
	if got := s.g.p[1].handSize(); got != hand-1 {
		t.Errorf("hand %d, want %d (3 played, 2 drawn)", got, hand-1)
	}
	la := s.g.p[1].purged
	if len(la) != 1 || s.g.def(la[0]).ID != "library-access" {
		t.Error("Library Access is not purged (errata)")
	}
}

func TestScriptedTableIDsAreUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, list := range scriptLists {
		for _, sc := range list {
			if seen[sc.ID] {
				t.Errorf("duplicate script %s", sc.ID)
			}
			seen[sc.ID] = true
			if !Scripted(sc.ID) {
				t.Errorf("%s not found", sc.ID)
			}
		}
	}
	if len(rulebookScripts) != 19 {
		t.Errorf("%d rulebook cards scripted, want 19", len(rulebookScripts))
	}
}

// Firespitter: "Before Fight: Deal 1D to each enemy creature." A target
// destroyed before the fight skips it.
func TestScriptFirespitterBeforeFight(t *testing.T) {
	s := fightScen(t, []string{"firespitter"}, []string{"urchin", "silvertooth"})
	f := s.creature(0, "firespitter")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.house("brobnar")
	s.fight("firespitter", "urchin")
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(st, 1)
	s.wantDamage(f, 0)
}

// Flarie: "At the start of your turn, gain 1A" (before step 1: it can
// make the key affordable).
func TestScriptFlarieTurnStart(t *testing.T) {
	s := newScen(t, nil, []string{"flarie"})
	s.creature(1, "flarie")
	s.g.p[1].aember = 5
	s.end()
	s.wantAember(1, 6)
	s.house("shadows")
	if s.g.p[1].keyCount() != 1 {
		t.Error("no key forged with Flarie's Æmber")
	}
}

// Shaffles: "At the end of your turn, your opponent loses 1A."
func TestScriptShafflesTurnEnd(t *testing.T) {
	s := newScen(t, []string{"shaffles"}, nil)
	s.creature(0, "shaffles")
	s.g.p[1].aember = 2
	s.house("dis")
	s.end()
	s.wantAember(1, 1)
	s.end()
	s.wantAember(1, 1) // only at the end of its controller's turn
}

// Barrister Joya: "Enemy creatures cannot reap." Cannot beats the rules:
// the reap is flagged (and applied as the table did).
func TestScriptBarristerJoya(t *testing.T) {
	s := fightScen(t, []string{"troll", "barrister-joya"}, []string{"barrister-joya"})
	s.creature(0, "troll")
	s.creature(0, "barrister-joya")
	s.creature(1, "barrister-joya")
	s.house("brobnar")
	s.wantRules(s.reap("troll"), "restricted")
	s.end()
	s.house("sanctum") // Bob's own Joya does not stop Bob; Alice's does
	s.wantRules(s.reap("barrister-joya"), "restricted")
}

// Tentaclid: "Tentaclid cannot reap."
func TestScriptTentaclid(t *testing.T) {
	s := fightScen(t, []string{"tentaclid"}, nil)
	s.g.p[0].deck.Houses[2] = "unfathomable"
	s.creature(0, "tentaclid")
	s.house("unfathomable")
	s.wantRules(s.reap("tentaclid"), "restricted")
}

// Ember Imp: "Your opponent cannot play more than 2 cards each turn."
func TestScriptEmberImp(t *testing.T) {
	s := newScen(t, []string{"ember-imp"}, []string{"silvertooth", "urchin", "bad-penny"})
	s.creature(0, "ember-imp")
	s.end()
	s.hand(1, "silvertooth")
	s.hand(1, "urchin")
	s.hand(1, "bad-penny")
	s.house("shadows")
	s.wantRules(s.play("silvertooth"), "")
	s.wantRules(s.play("urchin"), "")
	s.wantRules(s.play("bad-penny"), "restricted")
}

func TestScriptSilvertoothEntersReady(t *testing.T) {
	s := newScen(t, nil, []string{"silvertooth"})
	s.end()
	st := s.hand(1, "silvertooth")
	s.house("shadows")
	s.play("silvertooth")
	if s.g.cards[st].has(flExhausted) {
		t.Fatal("Silvertooth entered play exhausted")
	}
	s.wantRules(s.reap("silvertooth"), "")
}

func TestScriptPlaySteals(t *testing.T) {
	tests := []struct {
		card             string
		house            House
		bobBefore        int
		wantAlice, wantB int
	}{
		{"urchin", "shadows", 2, 1, 1},
		{"bumpsy", "brobnar", 3, 0, 2}, // opponent loses 1
		{"shooler", "dis", 3, 0, 3},    // fewer than 4: nothing
		{"shooler", "dis", 4, 1, 3},    // steals 1
	}
	for _, tc := range tests {
		t.Run(tc.card, func(t *testing.T) {
			s := newScen(t, []string{tc.card}, nil)
			s.g.p[0].deck.Houses[2] = tc.house
			s.hand(0, tc.card)
			s.g.p[1].aember = tc.bobBefore
			s.house(tc.house)
			s.play(tc.card)
			s.wantAember(0, tc.wantAlice)
			s.wantAember(1, tc.wantB)
		})
	}
}

// The engine keeps the kinds of constant ability a game holds as bits
// (Game.statics, staticBits): every kind has its own bit, however high it
// is numbered, so a kind never silently fails to apply.
func TestStaticSetHoldsEveryKind(t *testing.T) {
	for k := 0; k < 256; k++ {
		var s staticSet
		s.add(StaticKind(k))
		for other := 0; other < 256; other++ {
			if s.has(StaticKind(other)) != (other == k) {
				t.Fatalf("after adding kind %d, has(%d) = %v", k, other, s.has(StaticKind(other)))
			}
		}
	}
}
