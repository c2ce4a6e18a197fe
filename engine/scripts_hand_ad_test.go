package engine

import "testing"

func init() { hadAddCards() }

// hadAddCards adds the facts (keyteki packs) of the cards these tests use.
func hadAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	ar, up := TypeArtifact, TypeUpgrade
	add("skeleton-key", "Skeleton Key", "shadows", ar, 0, 0, 0, nil)
	add("animating-force", "Animating Force", "geistoid", up, 0, 0, 0, nil)
	add("spontaneous-awakening", "Spontaneous Awakening", "geistoid", TypeAction, 0, 0, 1, nil)
	add("poltergeistoids", "Poltergeistoids", "geistoid", TypeAction, 0, 0, 0, nil)
	add("de-animator", "De-Animator", "logos", TypeCreature, 3, 0, 0, []string{"cyborg", "scientist"}, KeywordValue{Elusive, 0})
	add("temporal-purge", "Temporal Purge", "staralliance", TypeAction, 0, 0, 1, nil)
}

// DoUse on an enemy artifact ("as if it were yours": Hornswoggle,
// Kartanoo) resolves its ability for the user: Bob's Skeleton Key's
// "Action: A friendly creature captures 1A." makes Alice's Krump capture
// from Bob, not Bob's Troll from Alice.
func TestHandADUseEnemyArtifactAsYours(t *testing.T) {
	for _, tc := range []struct {
		id string
		h  House
	}{{"hornswoggle", "shadows"}, {"kartanoo", "staralliance"}} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, tc.h, []string{tc.id, "krump"}, []string{"skeleton-key", "troll"})
			k := s.creature(0, "krump")
			tr := s.creature(1, "troll")
			key := s.artifact(1, "skeleton-key")
			s.g.p[0].aember, s.g.p[1].aember = 3, 3
			s.house(tc.h)
			if tc.id == "kartanoo" {
				s.creature(0, "kartanoo")
				s.wantRules(s.reap("kartanoo"), "")
				s.g.p[0].aember = 3 // the reap's 1A; the only artifact is chosen by itself
			} else {
				s.hand(0, tc.id)
				s.wantRules(s.play(tc.id), "")
				s.wantRules(s.choose("skeleton-key"), "")
			}
			s.wantRules(s.choose("krump"), "")
			s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
			s.wantAember(1, 2)
			s.hjWantFlag(key, flExhausted, true, "exhausted")
		})
	}
}

// A key forged by an ability respects "cannot forge" (Glossary, Cannot:
// absolute): with Gold Key Imp in play, Alice's third key is not forged by
// Keyfrog's "Destroyed: Forge a key at current cost." (DoForge) nor by
// Triumph's "forge a key at no cost"; without it (Alice at one key, so
// the game goes on), both forge.
func TestHandADAbilityForgeForbidden(t *testing.T) {
	for _, tc := range []struct {
		name       string
		imp        bool
		keys, want int
	}{{"gold key imp", true, 2, 2}, {"no imp", false, 1, 2}} {
		t.Run("keyfrog/"+tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"keyfrog", "gold-key-imp"}, nil)
			s.creature(0, "keyfrog")
			if tc.imp {
				s.creature(0, "gold-key-imp")
			}
			s.g.p[0].keys[0], s.g.p[0].keys[1] = true, tc.keys == 2
			s.g.p[0].aember = 6
			s.house("untamed")
			s.wantRules(s.hjDestroy("keyfrog"), "")
			s.wantInt("keys", s.g.p[0].keyCount(), tc.want)
			s.wantAember(0, 6-6*(tc.want-tc.keys))
		})
		t.Run("triumph/"+tc.name, func(t *testing.T) {
			six := []string{"triumph", "krump", "krump", "troll", "troll", "silvertooth", "silvertooth", "gold-key-imp"}
			s := secondTurnScen(t, "saurian", six, nil)
			for _, id := range six[1:7] {
				s.creature(0, id)
			}
			if tc.imp {
				s.creature(0, "gold-key-imp")
			}
			s.g.p[0].keys[0], s.g.p[0].keys[1] = true, tc.keys == 2
			s.hand(0, "triumph")
			s.house("saurian")
			s.wantRules(s.play("triumph"), "")
			s.wantInt("keys", s.g.p[0].keyCount(), tc.want)
		})
	}
}

// The Treachery keyword and the printed "enters play under your
// opponent’s control" (Trojan Sauropod) are one rule (aaEntersFor): a
// creature and an artifact with the keyword, and the Sauropod, played by
// Alice enter play under Bob's control, among his cards; a card with
// neither stays Alice's.
func TestHandADEntersUnderOpponent(t *testing.T) {
	for _, tc := range []struct {
		id   string
		h    House
		want int8
	}{
		{"ragatha", "redemption", 1},
		{"curse-of-cowardice", "brobnar", 1},
		{"trojan-sauropod", "saurian", 1},
		{"krump", "brobnar", 0},
	} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, tc.h, []string{tc.id}, nil)
			id := s.hand(0, tc.id)
			s.house(tc.h)
			s.wantRules(s.play(tc.id), "")
			s.wantInt("controller", int(s.g.cards[id].controller), int(tc.want))
			zone := append(append([]int16{}, s.g.p[tc.want].line...), s.g.p[tc.want].arts...)
			if indexOf(zone, id) < 0 {
				t.Errorf("%s is not among player %d's cards in play", tc.id, tc.want)
			}
		})
	}
}

// fightDead lists the creatures a fight destroyed, with the controller
// each fought under (the hooks of The Warchest, Feats of Strength and The
// Colosseum read it): Krump (6 power) attacks Bob's creature.
func TestHandADFightDead(t *testing.T) {
	for _, tc := range []struct {
		name, def string
		want      []string // dead, attacker first
		ctl       []int8
	}{
		{"defender dies", "silvertooth", []string{"silvertooth"}, []int8{1}},
		{"both die", "krump", []string{"krump", "krump"}, []int8{0, 1}},
		{"attacker dies", "troll", []string{"krump"}, []int8{0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{tc.def})
			att := s.creature(0, "krump")
			def := s.creature(1, tc.def)
			if tc.def == "troll" {
				s.g.cards[att].damage = 2 // Troll's 8 kills Krump; Krump's 6 leaves Troll alive
			}
			s.house("brobnar")
			s.wantRules(s.fight("krump", tc.def), "")
			d := s.g.fightDead(att, def, 0, 1)
			s.wantInt("dead", d.n, len(tc.want))
			for i := 0; i < d.n && i < len(tc.want); i++ {
				if s.g.def(d.id[i]).ID != tc.want[i] || d.ctl[i] != tc.ctl[i] {
					t.Errorf("dead[%d] = %s of %d, want %s of %d", i, s.g.def(d.id[i]).ID, d.ctl[i], tc.want[i], tc.ctl[i])
				}
			}
		})
	}
}

// Animating Force: "This upgrade enters play attached to an artifact
// instead of a creature. Play: Take control of this artifact and put it
// on a flank of your battleline as a creature with 4 power and versatile.
// Scrap: Gain 1." On Bob's Skeleton Key: Alice's 4-power versatile
// creature on her left flank, Animating Force on it. On a creature: it
// cannot enter play.
func TestHandADAnimatingForce(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"animating-force", "krump"}, []string{"skeleton-key"})
	k := s.creature(0, "krump")
	key := s.artifact(1, "skeleton-key")
	af := s.hand(0, "animating-force")
	s.house("geistoid")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "animating-force"}, Target: CardRef{ID: "skeleton-key"}}), "")
	s.wantRules(s.words("left"), "")
	s.wantZone(af, ZoneUpgrade)
	s.wantInt("Animating Force's parent", int(s.g.cards[af].parent), int(key))
	s.wantZone(key, ZoneBattleline)
	s.wantInt("Skeleton Key's controller", int(s.g.cards[key].controller), 0)
	s.wantInt("Skeleton Key's place", indexOf(s.g.p[0].line, key), 0)
	s.wantInt("Skeleton Key's power", s.g.power(key), 4)
	if !s.g.hasKeyword(key, Versatile) || s.g.hasKeyword(k, Versatile) {
		t.Errorf("versatile: Skeleton Key %v, Krump %v; want only the Key", s.g.hasKeyword(key, Versatile), s.g.hasKeyword(k, Versatile))
	}
	s.wantInt("Bob's artifacts", len(s.g.p[1].arts), 0)

	t.Run("on a creature", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"animating-force", "krump"}, nil)
		s.creature(0, "krump")
		af := s.hand(0, "animating-force")
		s.house("geistoid")
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "animating-force"}, Target: CardRef{ID: "krump"}}), "upgrade-target")
		s.wantZone(af, ZoneHand)
	})
	t.Run("scrap", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"animating-force"}, nil)
		s.hand(0, "animating-force")
		s.house("geistoid")
		s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "animating-force"}}), "")
		s.wantAember(0, 1)
	})
}

// Temporal Purge: "Play: Flip each token creature faceup. Put each
// non‑creature card flipped this way into its owner’s discard pile."
// Alice's tokens made from Krump and Anger, Bob's from Lights Out: Krump
// is a creature in her battleline again (its damage kept), Anger goes to
// her discard pile, Lights Out to Bob's.
func TestHandADTemporalPurge(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"temporal-purge", "krump", "anger", "catena-fiend"}, []string{"lights-out", "catena-fiend"})
	s.hand(0, "temporal-purge")
	s.hand(0, "catena-fiend")
	s.hand(1, "catena-fiend")
	s.g.makeToken(0, CardRef{ID: "catena-fiend"})
	s.g.makeToken(0, CardRef{ID: "catena-fiend"})
	s.g.makeToken(1, CardRef{ID: "catena-fiend"})
	faces := map[string]int16{}
	for _, id := range append(append([]int16{}, s.g.p[0].line...), s.g.p[1].line...) {
		if s.g.def(id).ID != "catena-fiend" {
			t.Fatalf("%s is not a token", s.g.def(id).ID)
		}
		faces[s.g.defs[s.hadFace(id)].ID] = id
	}
	for _, want := range []string{"krump", "anger", "lights-out"} {
		if _, ok := faces[want]; !ok {
			t.Fatalf("token faces = %v, want krump, anger, lights-out", faces)
		}
	}
	kr, an, lo := faces["krump"], faces["anger"], faces["lights-out"]
	s.g.cards[kr].damage = 2
	s.house("staralliance")
	s.wantRules(s.play("temporal-purge"), "")
	s.wantZone(kr, ZoneBattleline)
	if s.g.def(kr).ID != "krump" || s.g.cards[kr].damage != 2 {
		t.Errorf("Krump's token: %s with %d damage, want krump with 2", s.g.def(kr).ID, s.g.cards[kr].damage)
	}
	s.wantZone(an, ZoneDiscard)
	s.wantZone(lo, ZoneDiscard)
	if indexOf(s.g.p[0].discard, an) < 0 || indexOf(s.g.p[1].discard, lo) < 0 {
		t.Errorf("Anger in Alice's discard %v, Lights Out in Bob's %v", indexOf(s.g.p[0].discard, an) >= 0, indexOf(s.g.p[1].discard, lo) >= 0)
	}
	if s.g.def(an).ID != "anger" || s.g.def(lo).ID != "lights-out" {
		t.Errorf("discarded as %s and %s, want anger and lights-out", s.g.def(an).ID, s.g.def(lo).ID)
	}

	// A token that leaves play is its card again; a Sidekick-style token
	// (aaTokenFrom) remembers the card from hand.
	t.Run("leaves play", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"krump", "anger", "catena-fiend"}, nil)
		s.hand(0, "catena-fiend")
		an := s.hand(0, "anger")
		s.g.takeFromHand(an)
		s.g.aaTokenFrom(0, an)
		if s.g.def(an).ID != "catena-fiend" || s.g.defs[s.hadFace(an)].ID != "anger" {
			t.Fatalf("token %s of %s, want catena-fiend of anger", s.g.def(an).ID, s.g.defs[s.hadFace(an)].ID)
		}
		s.house("staralliance")
		s.wantRules(s.hjDestroy("catena-fiend"), "")
		s.wantZone(an, ZoneDiscard)
		if s.g.def(an).ID != "anger" {
			t.Errorf("in the discard pile as %s, want anger", s.g.def(an).ID)
		}
	})
}

// hadFace is the definition of the card token id was made from.
func (s *scen) hadFace(id int16) int16 {
	s.t.Helper()
	for _, l := range s.g.lasting {
		if l.kind == adLastTokenOf && l.card == id {
			return int16(l.n)
		}
	}
	s.t.Fatalf("%s remembers no face", s.g.name(id))
	return -1
}

// Spontaneous Awakening: "Play: If your opponent is haunted, destroy an
// enemy artifact, Cyborg creature, or Robot creature. If you do, play that
// card as if it were in your hand. Attach Spontaneous Awakening to it as
// an upgrade with the text, “This card belongs to house Geistoid.”" Bob's
// Nexus (a Cyborg; Troll is none) or Skeleton Key is destroyed and played
// by Alice, Spontaneous Awakening on it; not haunted, nothing.
func TestHandADSpontaneousAwakening(t *testing.T) {
	for _, tc := range []struct {
		name, card string
		haunted    bool
		zone       Zone
	}{
		{"cyborg", "nexus", true, ZoneBattleline},
		{"artifact", "skeleton-key", true, ZoneArtifacts},
		{"not haunted", "nexus", false, ZoneBattleline},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "geistoid", []string{"spontaneous-awakening"}, []string{tc.card, "troll"})
			tr := s.creature(1, "troll")
			var id int16
			if tc.card == "nexus" {
				id = s.creature(1, "nexus")
			} else {
				id = s.artifact(1, "skeleton-key")
			}
			if tc.haunted {
				s.hlHaunt(1)
			}
			sa := s.hand(0, "spontaneous-awakening")
			s.house("geistoid")
			s.wantRules(s.play("spontaneous-awakening"), "")
			s.wantZone(tr, ZoneBattleline)
			if !tc.haunted {
				s.wantZone(id, tc.zone)
				s.wantInt("controller", int(s.g.cards[id].controller), 1)
				s.wantZone(sa, ZoneDiscard)
				return
			}
			s.wantZone(id, tc.zone)
			s.wantInt("controller", int(s.g.cards[id].controller), 0)
			s.wantInt("owner", int(s.g.cards[id].owner), 1)
			s.wantZone(sa, ZoneUpgrade)
			s.wantInt("Spontaneous Awakening's parent", int(s.g.cards[sa].parent), int(id))
			if !s.g.matches(&Target{Kind: Upgrade}, sa, -1, 0) {
				t.Errorf("Spontaneous Awakening on %s is not an upgrade", tc.card)
			}
			// Its card leaving play takes the upgrade with it.
			s.wantRules(s.hjDestroy(tc.card), "")
			s.wantZone(sa, ZoneDiscard)
		})
	}
}

// Poltergeistoids: "Play: Purge a card from a discard pile. If you do,
// play a creature or artifact from your purged zone as if it were in your
// hand. Attach Poltergeistoids to it as an upgrade with the text, “This
// card belongs to house Geistoid.”" Alice purges Bob's discarded Troll
// (to Bob's purged zone) and plays Krump, the creature of her purged zone
// (Anger is an action), Poltergeistoids on it. With empty discard piles,
// nothing is purged or played.
func TestHandADPoltergeistoids(t *testing.T) {
	for _, purge := range []bool{true, false} {
		t.Run(map[bool]string{true: "purges", false: "empty piles"}[purge], func(t *testing.T) {
			s := secondTurnScen(t, "geistoid", []string{"poltergeistoids", "krump", "anger"}, []string{"troll"})
			kr, an := s.take(0, "krump"), s.take(0, "anger")
			s.g.put(kr, ZonePurged)
			s.g.put(an, ZonePurged)
			tr := int16(-1)
			if purge {
				tr = s.hbDiscarded(1, "troll")
			}
			pg := s.hand(0, "poltergeistoids")
			s.house("geistoid")
			s.wantRules(s.play("poltergeistoids"), "")
			if !purge {
				s.wantZone(kr, ZonePurged)
				s.wantZone(pg, ZoneDiscard)
				return
			}
			s.wantZone(tr, ZonePurged)
			if indexOf(s.g.p[1].purged, tr) < 0 {
				t.Errorf("Troll is not in Bob's purged zone")
			}
			s.wantZone(kr, ZoneBattleline)
			s.wantInt("Krump's controller", int(s.g.cards[kr].controller), 0)
			s.wantZone(an, ZonePurged)
			s.wantZone(pg, ZoneUpgrade)
			s.wantInt("Poltergeistoids' parent", int(s.g.cards[pg].parent), int(kr))
		})
	}
}

// De-Animator: "Elusive. Each card that has a mineralize counter on it is
// considered an artifact and gains, “Action: Destroy this artifact.”
// Play/After Reap: Put a mineralize counter on a creature." Bob's Troll,
// mineralized, is among his artifacts, an artifact and no creature; Bob
// uses it: it is destroyed. De-Animator leaving play makes it a creature
// in his battleline again.
func TestHandADDeAnimator(t *testing.T) {
	for _, tc := range []string{"used", "de-animator leaves"} {
		t.Run(tc, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"de-animator"}, []string{"troll", "krump"})
			tr := s.creature(1, "troll")
			s.creature(1, "krump")
			s.hand(0, "de-animator")
			s.house("logos")
			s.wantRules(s.play("de-animator"), "")
			s.wantRules(s.choose("troll"), "")
			s.wantZone(tr, ZoneArtifacts)
			s.wantInt("mineralize counters", s.g.hsCounters(tr, "mineralize"), 1)
			if !s.g.matches(&Target{Kind: Artifact}, tr, -1, 0) || s.g.matches(&Target{Kind: Creature}, tr, -1, 0) {
				t.Errorf("Troll: artifact %v, creature %v; want an artifact only", s.g.matches(&Target{Kind: Artifact}, tr, -1, 0), s.g.matches(&Target{Kind: Creature}, tr, -1, 0))
			}
			if tc == "used" {
				s.end()
				s.wantRules(s.house("brobnar"), "")
				s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "troll"}}), "")
				s.wantZone(tr, ZoneDiscard)
				return
			}
			s.wantRules(s.hjDestroy("de-animator"), "")
			s.wantZone(tr, ZoneBattleline)
			if indexOf(s.g.p[1].line, tr) < 0 || indexOf(s.g.p[1].arts, tr) >= 0 {
				t.Errorf("Troll is not back in Bob's battleline")
			}
		})
	}
}
