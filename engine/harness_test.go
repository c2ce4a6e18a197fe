package engine

import (
	"strings"
	"testing"
)

// testCards are real card facts (from the keyteki packs) of the cards the
// tests use, typed in so that engine tests need no files.
var testCards = CardMap{}

func init() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("troll", "Troll", "brobnar", cr, 8, 0, 0)
	add("krump", "Krump", "brobnar", cr, 6, 0, 0)
	add("valdr", "Valdr", "brobnar", cr, 6, 0, 0)
	add("bumpsy", "Bumpsy", "brobnar", cr, 5, 0, 0)
	add("anger", "Anger", "brobnar", ac, 0, 0, 1)
	add("warsong", "Warsong", "brobnar", ac, 0, 0, 0)
	add("gauntlet-of-command", "Gauntlet of Command", "brobnar", ar, 0, 0, 0)
	add("crim-torchtooth", "Crim Torchtooth", "brobnar", cr, 7, 0, 0, kw(SplashAttack, 4))
	add("bad-penny", "Bad Penny", "shadows", cr, 1, 0, 0)
	add("urchin", "Urchin", "shadows", cr, 1, 0, 0, kw(Elusive, 0))
	add("silvertooth", "Silvertooth", "shadows", cr, 2, 0, 0)
	add("lights-out", "Lights Out", "shadows", ac, 0, 0, 1)
	add("tocsin", "Tocsin", "dis", cr, 3, 0, 0)
	add("mind-barb", "Mind Barb", "dis", ac, 0, 0, 1)
	add("the-terror", "The Terror", "dis", cr, 5, 0, 0)
	add("shooler", "Shooler", "dis", cr, 5, 0, 0)
	add("ven-omawk", "Ven Omawk", "dis", cr, 2, 0, 0, kw(Poison, 0))
	add("daat", "Daat", "dis", cr, 2, 0, 1, kw(Alpha, 0))
	add("unlocked-gateway", "Unlocked Gateway", "dis", ac, 0, 0, 0, kw(Omega, 0))
	add("staunch-knight", "Staunch Knight", "sanctum", cr, 4, 2, 0)
	add("raiding-knight", "Raiding Knight", "sanctum", cr, 4, 2, 0)
	add("champion-anaphiel", "Champion Anaphiel", "sanctum", cr, 6, 1, 0, kw(Taunt, 0))
	add("protect-the-weak", "Protect the Weak", "sanctum", up, 0, 0, 1)
	add("gorm-of-omm", "Gorm of Omm", "sanctum", ar, 0, 0, 0)
	add("quixo-the-adventurer", "Quixo the “Adventurer”", "logos", cr, 3, 0, 0, kw(Skirmish, 0))
	add("mother", "Mother", "logos", cr, 5, 0, 0)
	add("library-access", "Library Access", "logos", ac, 0, 0, 0)
	add("code-monkey", "Code Monkey", "logos", cr, 3, 0, 0, kw(Deploy, 0))
	add("articulated-ren", "Articulated Ren", "logos", cr, 3, 0, 0, kw(Hazardous, 1))
	add("hunting-witch", "Hunting Witch", "untamed", cr, 2, 0, 0)
	add("ancient-bear", "Ancient Bear", "untamed", cr, 5, 0, 0, kw(Assault, 2))
	add("dust-pixie", "Dust Pixie", "untamed", cr, 1, 0, 2)
	add("firespitter", "Firespitter", "brobnar", cr, 5, 1, 0)
	add("flarie", "Flarie", "untamed", cr, 1, 0, 0)
	add("shaffles", "Shaffles", "dis", cr, 2, 0, 0)
	add("barrister-joya", "Barrister Joya", "sanctum", cr, 5, 1, 0)
	add("tentaclid", "Tentaclid", "unfathomable", cr, 3, 0, 0, kw(Skirmish, 0), kw(Taunt, 0))
	add("ember-imp", "Ember Imp", "dis", cr, 2, 0, 0)
	add("miasma", "Miasma", "shadows", ac, 0, 0, 1)
	add("shadow-of-dis", "Shadow of Dis", "dis", ac, 0, 0, 1)
	add("yandylinx", "Yandylinx", "mars", cr, 2, 0, 0)
	add("coward-s-end", "Coward’s End", "brobnar", ac, 0, 0, 0)
	add("save-the-pack", "Save the Pack", "untamed", ac, 0, 0, 0)
	add("de-escalation", "De-escalation", "ekwidon", ac, 0, 0, 0)
	add("skixuno", "Skixuno", "dis", cr, 1, 0, 0, kw(Omega, 0))
	add("city-state-interest", "City-State Interest", "saurian", ac, 0, 0, 0)
	add("genetic-strain", "Genetic Strain", "redemption", ac, 0, 0, 1)
	add("kerwollop", "Kerwollop", "shadows", ac, 0, 0, 0)
	add("echoing-deathknell", "Echoing Deathknell", "unfathomable", ac, 0, 0, 0)
	add("cover-fire", "Cover Fire", "shadows", ac, 0, 0, 0)
	add("hypnotic-command", "Hypnotic Command", "mars", ac, 0, 0, 0)
	add("red-hot-armor", "Red-Hot Armor", "dis", ac, 0, 0, 1)
	add("key-abduction", "Key Abduction", "mars", ac, 0, 0, 1)
	add("zorg", "Zorg", "mars", cr, 7, 0, 0)
	add("untrum-s-serenity", "Untrum’s Serenity", "untamed", ac, 0, 0, 0, kw(Omega, 0))
	add("titan-engineer", "Titan Engineer", "logos", cr, 6, 0, 0)
	add("titan-mechanic", "Titan Mechanic", "logos", cr, 4, 0, 0)
	add("angwish", "Angwish", "dis", cr, 6, 0, 0)
	add("edai-edie-4x4", "EDAI “Edie” 4x4", "logos", cr, 4, 0, 0)
	add("faust-the-great", "Faust the Great", "sanctum", cr, 4, 0, 0)
	add("grump-buggy", "Grump Buggy", "brobnar", ar, 0, 0, 0)
	add("parabyte", "Parabyte", "mars", cr, 2, 0, 0)
	add("portalmonger", "Portalmonger", "unfathomable", cr, 3, 0, 0)
	add("tangimangi", "Tangimangi", "geistoid", cr, 4, 0, 0)
	add("killzord-mk-9001", "Killzord Mk. 9001", "mars", up, 0, 0, 0)
	add("way-of-the-porcupine", "Way of the Porcupine", "untamed", up, 0, 0, 0)
	add("defense-initiative", "Defense Initiative", "saurian", ac, 0, 0, 0)
	add("infinity-strop", "Infinity Strop", "dis", ac, 0, 0, 1)
	add("unstable-dale", "Unstable Dale", "logos", cr, 3, 0, 0)
	add("predatory-lending", "Predatory Lending", "shadows", ac, 0, 0, 1)
	add("generous-offer", "Generous Offer", "ekwidon", ac, 0, 0, 0)
	add("æmbermancy", "Æmbermancy", "untamed", ac, 0, 0, 1)
	add("they-tell-no-tales", "They Tell No Tales", "dis", ac, 0, 0, 1)
	add("cosmic-recompense", "Cosmic Recompense", "staralliance", ac, 0, 0, 0)
	add("precision-striker", "Precision Striker", "staralliance", cr, 2, 0, 0)
	add("lærie-of-the-lake", "Lærie of the Lake", "sanctum", cr, 3, 0, 0)
	add("taxing-journey", "Taxing Journey", "sanctum", ac, 0, 0, 1)
	add("garnet-squire", "Garnet Squire", "sanctum", cr, 4, 0, 0)
	add("catena-fiend", "Catena Fiend", "dis", TypeTokenCreature, 6, 0, 0)
	add("binate-rupture", "Binate Rupture", "logos", ac, 0, 0, 0, kw(Alpha, 0))
	add("pandemonium", "Pandemonium", "dis", ac, 0, 0, 1)
	add("veil-of-ectoplasm", "Veil of Ectoplasm", "geistoid", ac, 0, 0, 0)
	add("wretched-doll", "Wretched Doll", "geistoid", cr, 2, 0, 0)
	add("ultra-gravitron", "Ultra Gravitron", "logos", cr, 10, 3, 0)
	add("ultra-gravitron2", "Ultra Gravitron", "logos", cr, 10, 0, 0)
	// The cards of scripts_table.go.
	add("lollop-the-titanic", "Lollop the Titanic", "brobnar", cr, 11, 0, 0)
	add("miasma-bomb", "Miasma Bomb", "shadows", ar, 0, 0, 0)
	add("orator-hissaro", "Orator Hissaro", "saurian", cr, 3, 0, 0, kw(Deploy, 0))
	add("tribune-pompitus", "Tribune Pompitus", "saurian", cr, 4, 2, 0)
	add("primus-unguis", "Primus Unguis", "saurian", cr, 5, 1, 0)
	add("skippy-timehog", "Skippy Timehog", "logos", cr, 1, 0, 0)
	add("bull-wark", "Bull-wark", "sanctum", cr, 4, 1, 0, kw(Assault, 2))
	add("desire", "Desire", "dis", cr, 3, 0, 0)
	add("senator-shrix", "Senator Shrix", "saurian", cr, 4, 1, 0)
	add("grabber-jammer", "Grabber Jammer", "mars", cr, 4, 1, 0)
	add("shadow-self", "Shadow Self", "shadows", cr, 9, 0, 0)
	add("hallowed-shield", "Hallowed Shield", "sanctum", ar, 0, 0, 0)
	add("replicator", "Replicator", "logos", cr, 2, 0, 0)
	add("drecker", "Drecker", "dis", cr, 4, 0, 0)
	add("phase-shift", "Phase Shift", "logos", ac, 0, 0, 0)
	add("wild-wormhole", "Wild Wormhole", "logos", ac, 0, 0, 1)
	add("spangler-box", "Spangler Box", "logos", ar, 0, 0, 0)
	add("mimic-gel", "Mimic Gel", "logos", cr, 0, 0, 0)
	add("gold-key-imp", "Gold Key Imp", "dis", cr, 2, 0, 0, kw(Elusive, 0))
	add("duskwitch", "Duskwitch", "untamed", cr, 1, 0, 0, kw(Omega, 0), kw(Elusive, 0))
	add("mushroom-man", "Mushroom Man", "untamed", cr, 2, 0, 0)
	add("belligerent-guard", "Belligerent Guard", "ekwidon", cr, 8, 0, 0)
	add("heart-of-the-forest", "Heart of the Forest", "untamed", ar, 0, 0, 1)
	add("captain-val-jericho", "Captain Val Jericho", "staralliance", cr, 5, 1, 0)
	// Probes: vanilla cards the ability-language tests give scripts to.
	add("probe", "Probe", "brobnar", cr, 3, 0, 0)
	add("probe-action", "Probe Action", "brobnar", ac, 0, 0, 0)
	add("probe-artifact", "Probe Artifact", "brobnar", ar, 0, 0, 0)
	add("lash-out", "Lash Out", "brobnar", ac, 0, 0, 1) // unscripted: its text below
	testCards["lash-out"].Text = "Play: Deal 2D to a creature."
	testCards["desire"].Traits = []string{"Demon", "Sin"}
	testCards["shadow-self"].Traits = []string{"Specter"}
	testCards["zorg"].Traits = []string{"Martian", "Mutant"}
	testCards["ultra-gravitron"].GiganticOther = "ultra-gravitron2"
	testCards["ultra-gravitron2"].GiganticOther = "ultra-gravitron"
	testCards["ultra-gravitron2"].GiganticBottom = true
}

// filler pads a test deck to 36 cards with vanilla copies.
const filler = "dust-pixie"

func testDeck(houses [3]House, ids ...string) *Deck {
	d := &Deck{Name: "test", Houses: houses}
	for _, id := range ids {
		d.Cards = append(d.Cards, DeckCard{CardID: id})
	}
	for len(d.Cards) < 36 {
		d.Cards = append(d.Cards, DeckCard{CardID: filler})
	}
	return d
}

var (
	aliceHouses = [3]House{"brobnar", "dis", "sanctum"}
	bobHouses   = [3]House{"shadows", "logos", "untamed"}
)

// scen is a scenario: a game between Alice (first) and Bob whose board the
// test arranges directly, then drives with actions.
type scen struct {
	t *testing.T
	g *Game
}

func newScen(t *testing.T, alice, bob []string) *scen {
	t.Helper()
	return newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: testDeck(aliceHouses, alice...)},
		{Name: "Bob", Deck: testDeck(bobHouses, bob...)},
	}})
}

func newScenSetup(t *testing.T, s Setup) *scen {
	t.Helper()
	g, err := New(testCards, s)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	return &scen{t: t, g: g}
}

// take finds an unaccounted copy of id owned by pl and detaches it.
func (s *scen) take(pl int8, id string) int16 {
	s.t.Helper()
	def := s.g.defIndex(id)
	c := s.g.unknownCopy(pl, def)
	if def < 0 || c < 0 {
		s.t.Fatalf("no unaccounted %s for player %d", id, pl)
	}
	p := &s.g.p[pl]
	if p.deckUnknown > 0 {
		s.g.detach(c, ZoneDeck)
	} else {
		s.g.detach(c, ZoneHand)
	}
	return c
}

// creature puts a ready copy of id on pl's battleline (right flank).
func (s *scen) creature(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.enterBattleline(c, pl, FlankRight, 0, true)
	return c
}

func (s *scen) artifact(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.enterPlay(c, pl, ZoneArtifacts)
	s.g.cards[c].flags = 0
	s.g.p[pl].arts = append(s.g.p[pl].arts, c)
	return c
}

// hand adds a known copy of id to pl's hand (taken from the deck).
func (s *scen) hand(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.put(c, ZoneHand)
	return c
}

// do applies an action and checks the invariants after it.
func (s *scen) do(a Action) Outcome {
	s.t.Helper()
	if a.Player == 0 && a.Verb != VerbMulligan && a.Verb != VerbConcede && a.Verb != VerbTurn && a.Verb != VerbDraw {
		a.Player = NoPlayer
	}
	out := s.g.Apply(a)
	if err := s.g.CheckInvariants(); err != nil {
		s.t.Fatalf("after %v: %v", a.Verb, err)
	}
	for _, v := range out.Violations {
		if v.Rule == "internal-error" {
			s.t.Fatalf("internal error: %s", v.Message)
		}
		if v.Reference == "" {
			s.t.Errorf("violation %q is not in Rules", v.Rule)
		}
	}
	return out
}

func (s *scen) house(h House) Outcome { return s.do(Action{Verb: VerbHouse, House: h}) }
func (s *scen) play(id string) Outcome {
	return s.do(Action{Verb: VerbPlay, Card: CardRef{ID: id}})
}
func (s *scen) reap(id string) Outcome { return s.do(Action{Verb: VerbReap, Card: CardRef{ID: id}}) }
func (s *scen) fight(a, b string) Outcome {
	return s.do(Action{Verb: VerbFight, Card: CardRef{ID: a}, Target: CardRef{ID: b}})
}
func (s *scen) effect(e Effect) Outcome {
	if e.Player == 0 {
		e.Player = NoPlayer
	}
	return s.do(Action{Verb: VerbEffect, Effect: &e})
}
func (s *scen) choose(ids ...string) Outcome {
	a := Action{Verb: VerbChoose}
	for _, id := range ids {
		a.Cards = append(a.Cards, CardRef{ID: id})
	}
	return s.do(a)
}
func (s *scen) end() Outcome { return s.do(Action{Verb: VerbEnd}) }

// rules lists the violated rule ids of an outcome.
func rules(out Outcome) string {
	var ids []string
	for _, v := range out.Violations {
		ids = append(ids, v.Rule)
	}
	return strings.Join(ids, ",")
}

func (s *scen) wantRules(out Outcome, want string) {
	s.t.Helper()
	if got := rules(out); got != want {
		s.t.Errorf("violations = %q, want %q (%v)", got, want, out.Violations)
	}
}

func (s *scen) aember(pl int8) int { return s.g.p[pl].aember }

func (s *scen) wantAember(pl int8, want int) {
	s.t.Helper()
	if got := s.g.p[pl].aember; got != want {
		s.t.Errorf("player %d Æmber = %d, want %d", pl, got, want)
	}
}

func (s *scen) wantZone(id int16, z Zone) {
	s.t.Helper()
	if got := s.g.cards[id].zone; got != z {
		s.t.Errorf("%s is in %s, want %s", s.g.name(id), got, z)
	}
}

func (s *scen) wantDamage(id int16, want int) {
	s.t.Helper()
	if got := int(s.g.cards[id].damage); got != want {
		s.t.Errorf("%s has %d damage, want %d", s.g.name(id), got, want)
	}
}

func hasEvent(out Outcome, k EventKind) bool {
	for _, e := range out.Events {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// secondTurnScen is a scenario on Alice's second turn (the first turn's
// limit is past) whose first house is h; her other houses are two of
// Brobnar, Dis, Sanctum and Logos.
func secondTurnScen(t *testing.T, h House, alice, bob []string) *scen {
	t.Helper()
	houses := [3]House{h, "brobnar", "dis"}
	if h == "brobnar" || h == "dis" {
		houses = [3]House{h, "sanctum", "logos"}
	}
	s := housesScen(t, houses, bobHouses, alice, bob)
	s.end()
	s.end()
	return s
}

// installHeld installs the script of id from a batch's held list (written
// and tested, not in scriptLists) in the scenario's game.
func (s *scen) installHeld(list []Script, id string) {
	s.t.Helper()
	for i := range list {
		if list[i].ID == id {
			s.g.setScript(id, &list[i])
			return
		}
	}
	s.t.Fatalf("%s is not held", id)
}

// words answers a prompt with words ("1", "yes", a house).
func (s *scen) words(w ...string) Outcome {
	return s.do(Action{Verb: VerbChoose, Words: w})
}

// wantInt compares a number the test reads from the game.
func (s *scen) wantInt(what string, got, want int) {
	s.t.Helper()
	if got != want {
		s.t.Errorf("%s = %d, want %d", what, got, want)
	}
}
