package engine

import (
	"strings"
	"testing"
)

// Tests of scripts_hand_n.go: each card's ability on a board, and the
// state after it.

func init() { hnAddCards() }

// hnAddCards adds the facts (keyteki packs) of the cards these tests use.
func hnAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar, up, tk := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade, TypeTokenCreature
	tr := func(t ...string) []string { return t }
	add("cleric", "Cleric", "sanctum", tk, 1, 0, 0, tr("human"))
	add("cover-operation", "Cover Operation", "shadows", ac, 0, 0, 0, nil)
	add("shattered-throne", "Shattered Throne", "brobnar", ar, 0, 0, 1, tr("location"))
	add("sack-of-coins", "Sack of Coins", "shadows", ac, 0, 0, 1, nil)
	add("youngest-bear", "Youngest Bear", "untamed", cr, 2, 0, 0, tr("beast"))
	add("youngest-bear-evil-twin", "Youngest Bear", "untamed", cr, 2, 0, 0, tr("beast"))
	add("sea-urchin-evil-twin", "Sea Urchin", "shadows", cr, 1, 0, 0, tr("aquan", "thief"))
	add("deep-priest-glebe", "Deep Priest Glebe", "unfathomable", cr, 5, 0, 0, tr("aquan"))
	add("forgemaster-og", "Forgemaster Og", "brobnar", cr, 4, 0, 0, tr("giant"))
	add("explorer", "Explorer", "staralliance", tk, 2, 0, 0, tr("alien"))
	add("azrael", "Azrael", "redemption", cr, 4, 0, 0, tr("mutant", "angel"))
	add("nepeta-gigantica", "Nepeta Gigantica", "untamed", ar, 0, 0, 0, tr("item"))
	add("hn-giant", "Little Giant", "brobnar", cr, 2, 0, 0, tr("giant"))
	add("pirate-champion", "Pirate Champion", "skyborn", cr, 6, 0, 0, tr("stormkin"), KeywordValue{Taunt, 0})
	add("sniffer", "Sniffer", "mars", ar, 0, 0, 1, tr("ally"))
	add("rapid-evolution", "Rapid Evolution", "untamed", ac, 0, 0, 1, nil)
	add("twilight-pixie", "Twilight Pixie", "untamed", tk, 1, 0, 0, tr("faerie"))
	add("suzerain", "Suzerain", "geistoid", cr, 5, 0, 0, tr("specter", "robot"))
	add("minion", "Minion", "geistoid", tk, 2, 0, 0, tr("specter", "robot"))
	add("relentless-assault", "Relentless Assault", "brobnar", ac, 0, 0, 0, nil)
	add("light-everlasting", "Light Everlasting", "sanctum", ac, 0, 0, 1, nil)
	add("entropic-swirl", "Entropic Swirl", "logos", ac, 0, 0, 0, nil)
	add("honored-battlemaster", "Honored Battlemaster", "brobnar", cr, 4, 0, 0, tr("giant"))
	add("plummet", "Plummet", "brobnar", ac, 0, 0, 0, nil)
	add("renewed-life", "Renewed Life", "sanctum", ac, 0, 0, 1, nil)
	add("crushing-deep", "Crushing Deep", "unfathomable", ac, 0, 0, 1, nil)
	add("on-the-mark", "On the Mark", "brobnar", ac, 0, 0, 0, nil)
	add("unnatural-selection", "Unnatural Selection", "untamed", ac, 0, 0, 1, nil)
	add("biomatrix-backup", "Biomatrix Backup", "mars", up, 0, 0, 1, nil)
	add("universal-recycle-bin", "Universal Recycle Bin", "logos", ar, 0, 0, 1, tr("item"))
	add("giant-gnawbill", "Giant Gnawbill", "untamed", cr, 5, 0, 0, tr("beast"))
	add("hydrocataloguer", "Hydrocataloguer", "logos", ar, 0, 0, 1, tr("item"))
	add("mutation-of-cunning", "Mutation of Cunning", "untamed", ac, 0, 0, 1, nil)
	add("mutation-of-instinct", "Mutation of Instinct", "untamed", ac, 0, 0, 1, nil)
	add("mutation-of-fury", "Mutation of Fury", "untamed", ac, 0, 0, 1, nil)
	add("adult-swim", "Adult Swim", "unfathomable", ac, 0, 0, 1, nil)
	add("contract-execution", "Contract Execution", "ekwidon", ac, 0, 0, 1, nil)
	add("recklessness", "Recklessness", "brobnar", ac, 0, 0, 1, nil)
	add("dark-æmber-vault", "Dark Æmber Vault", "dis", ar, 0, 0, 0, tr("location"))
	add("no-safety-in-numbers", "No Safety in Numbers", "shadows", ac, 0, 0, 1, nil)
	add("orphion-land-s-chosen", "Orphion, Land’s Chosen", "sanctum", cr, 3, 0, 0, tr("human", "monk"))
	add("anahita-the-trader", "Anahita the Trader", "sanctum", cr, 2, 0, 0, tr("human", "merchant"))
	add("martyr-s-end", "Martyr’s End", "sanctum", ac, 0, 0, 1, nil)
	add("niffle-grounds", "Niffle Grounds", "untamed", ar, 0, 0, 1, tr("location"))
	add("free-markets", "Free Markets", "sanctum", ac, 0, 0, 0, nil)
	add("mookling-evil-twin", "Mookling", "untamed", cr, 2, 0, 0, tr("beast"))
	add("niffle-sanctuary", "Niffle Sanctuary", "untamed", ar, 0, 0, 0, tr("niffle", "location"))
	add("niffle-brute", "Niffle Brute", "untamed", tk, 4, 0, 0, tr("beast", "niffle"))
	add("spinnertech", "Spinnertech", "geistoid", cr, 4, 0, 0, tr("specter", "robot"))
	add("extinction", "Extinction", "mars", ac, 0, 0, 0, nil)
	add("cooperative-hunting", "Cooperative Hunting", "untamed", ac, 0, 0, 0, nil)
	add("pke-syphonator", "P.K.E. Syphonator", "geistoid", cr, 2, 0, 0, tr("specter"))
	add("devour-whole", "Devour Whole", "keyraken", ac, 0, 0, 1, nil)
	add("legendary-keyraken", "Legendary Keyraken", "keyraken", cr, 10, 0, 0, tr("beast"))
	add("break-of-dawn", "Break of Dawn", "untamed", ac, 0, 0, 1, nil)
	add("rigged-lottery", "Rigged Lottery", "shadows", ac, 0, 0, 1, nil)
	add("rogue-ogre", "Rogue Ogre", "brobnar", cr, 6, 0, 0, tr("giant", "mutant"))
	add("key-of-darkness", "Key of Darkness", "shadows", ac, 0, 0, 0, nil)
	add("quicksand", "Quicksand", "untamed", ac, 0, 0, 1, nil)
	add("market-fluctuation", "Market Fluctuation", "ekwidon", ac, 0, 0, 1, nil)
	add("stir-up-trouble", "Stir Up Trouble", "shadows", ac, 0, 0, 0, nil)
	add("bog-spitter", "Bog Spitter", "untamed", cr, 3, 0, 0, tr("beast"), KeywordValue{Skirmish, 0})
	add("red-skies", "Red Skies", "skyborn", ac, 0, 0, 0, nil)
	add("retrotechnician-le", "Retrotechnician Le", "staralliance", cr, 2, 0, 0, tr("human"))
	add("behold-its-grandeur", "Behold Its Grandeur", "keyraken", ac, 0, 0, 0, nil)
	add("edict-of-conscription", "Edict of Conscription", "saurian", ar, 0, 0, 1, tr("law"))
	add("grumpus-tamer", "Grumpus Tamer", "brobnar", cr, 4, 0, 0, tr("giant"))
	add("war-grumpus", "War Grumpus", "brobnar", cr, 3, 0, 0, tr("beast"))
	add("orb-of-wonder", "Orb of Wonder", "sanctum", ar, 0, 0, 0, tr("item"))
	add("jervi", "Jervi", "untamed", cr, 3, 0, 0, tr("human", "witch"), KeywordValue{Elusive, 0})
	add("governess-silvina", "Governess Silvina", "saurian", cr, 3, 0, 0, tr("dinosaur", "politician"))
	add("cera-severa", "Cera Severa", "saurian", cr, 4, 0, 0, tr("mutant"))
	add("cauterize-vitality", "Cauterize Vitality", "dis", ac, 0, 0, 0, nil)
	add("witch-of-the-dawn-evil-twin", "Witch of the Dawn", "untamed", cr, 3, 0, 0, tr("witch"))
	add("jayne-the-bard", "Jayne the Bard", "sanctum", cr, 3, 0, 0, tr("human"))
	add("sunk-cost", "Sunk Cost", "unfathomable", ac, 0, 0, 0, nil)
	add("incarnation-pod", "Incarnation Pod", "ekwidon", ar, 0, 0, 1, tr("item"))
	add("rorag-screamer", "Rorag Screamer", "brobnar", cr, 6, 0, 0, tr("giant"))
	add("tomes-gigantica", "Tomes Gigantica", "dis", ac, 0, 0, 1, nil)
	add("treok-the-wise", "Treok, The Wise", "brobnar", cr, 6, 0, 0, tr("dragon", "sage"))
	add("dredge", "Dredge", "unfathomable", ac, 0, 0, 1, nil)
	add("empyrean-charge", "Empyrean Charge", "logos", ac, 0, 0, 1, nil)
	add("cr-officer-hawkins", "C.R. Officer Hawkins", "staralliance", cr, 2, 0, 0, tr("human"), KeywordValue{Deploy, 0})
	add("cr-officer-hawkins-evil-twin", "C.R. Officer Hawkins", "staralliance", cr, 2, 0, 0, tr("human"), KeywordValue{Deploy, 0})
	add("game-changer", "Game Changer", "ekwidon", cr, 3, 0, 0, tr("getrookya", "analyst"))
	add("quintrino-warp", "Quintrino Warp", "staralliance", ac, 0, 0, 0, nil)
	add("harmonia", "Harmonia", "untamed", cr, 2, 0, 0, tr("human", "witch"), KeywordValue{Elusive, 0})
	add("sound-the-horns", "Sound the Horns", "brobnar", ac, 0, 0, 1, nil)
	add("vĕsted-harŏld", "Vĕsted Harŏld", "ekwidon", cr, 4, 0, 0, tr("diplomat", "recruiter"))
	add("qyxxlyxx-grave-master", "Qyxxlyxx Grave Master", "mars", cr, 3, 0, 0, tr("specter"))
	add("saurus-rex", "Saurus Rex", "saurian", cr, 6, 0, 0, tr("dinosaur", "leader"))
	add("belcher", "Belcher", "brobnar", ar, 0, 0, 0, tr("weapon"))
	add("vespilon-theorist", "Vespilon Theorist", "logos", cr, 2, 0, 0, tr("cyborg", "scientist"), KeywordValue{Elusive, 0})
	add("grand-alliance-council", "Grand Alliance Council", "staralliance", ac, 0, 0, 0, nil)
	add("selective-preservation", "Selective Preservation", "staralliance", ac, 0, 0, 0, nil)
	add("chaos-portal", "Chaos Portal", "logos", ar, 0, 0, 0, tr("location"))
	add("wormhole-technician", "Wormhole Technician", "logos", cr, 3, 0, 0, tr("cyborg", "scientist"))
	add("build-your-champion", "Build Your Champion", "logos", ac, 0, 0, 1, nil)
	add("help-from-another-self", "Help From Another Self", "brobnar", ac, 0, 0, 1, nil)
	add("flint-s-map", "Flint’s Map", "skyborn", ar, 0, 0, 0, tr("item"))
	add("flint-s-stash", "Flint’s Stash", "skyborn", ar, 0, 0, 0, nil)
	add("call-of-need", "Call of Need", "geistoid", ac, 0, 0, 1, nil)
	add("summoned-counsel", "Summoned Counsel", "geistoid", cr, 2, 0, 0, tr("specter"))
	add("abyssal-sight", "Abyssal Sight", "unfathomable", ac, 0, 0, 1, nil)
	add("ortannu-the-chained", "Ortannu the Chained", "dis", cr, 7, 0, 0, tr("demon"))
	add("ortannu-s-binding", "Ortannu’s Binding", "dis", ac, 0, 0, 1, nil)
	add("nightmare-inducer", "Nightmare Inducer", "unfathomable", ar, 0, 0, 1, tr("item"))
	add("primordial-vault", "Primordial Vault", "unfathomable", ar, 0, 0, 0, tr("location"))
	add("cultist", "Cultist", "unfathomable", tk, 2, 0, 0, tr("aquan"))
	add("tangaika", "Tangaika", "unfathomable", cr, 25, 0, 2, tr("beast"))
	add("blypyp", "Blypyp", "mars", cr, 2, 0, 0, tr("martian", "scientist"))
	add("katha-the-wise", "Katha the Wise", "untamed", cr, 3, 0, 0, tr("human", "witch", "recruiter"))
	add("together", "Together!", "staralliance", ac, 0, 0, 0, nil)
	add("lcdr-trigon", "LCdr. Trigon", "staralliance", cr, 4, 0, 0, tr("mutant"))
	add("manifestation", "Manifestation", "geistoid", ac, 0, 0, 1, nil)
	add("consult-the-bones", "Consult the Bones", "untamed", ac, 0, 0, 0, nil)
	add("recreational-jettison", "Recreational Jettison", "skyborn", ac, 0, 0, 1, nil)
	add("xeno-knight", "Xeno-Knight", "sanctum", cr, 5, 2, 0, tr("mutant", "knight"))
	add("xeno-thief", "Xeno-Thief", "shadows", cr, 3, 0, 0, tr("mutant", "thief"), KeywordValue{Elusive, 0})
	add("techno-alien", "Techno-Alien", "staralliance", cr, 4, 0, 0, tr("alien", "mutant"))
	add("drawn-down", "Drawn Down", "unfathomable", ac, 0, 0, 0, nil)
	add("emergence", "Emergence", "keyraken", ac, 0, 0, 0, nil)
	add("mercurial-wormhole", "Mercurial Wormhole", "logos", ac, 0, 0, 1, nil)
	add("prof-garwynne-evil-twin", "Prof. Garwynne", "logos", cr, 2, 0, 0, tr("human", "scientist"), KeywordValue{Skirmish, 0})
	add("porter-cilla", "Porter Cilla", "shadows", cr, 3, 0, 0, tr("thief", "elf"))
	add("marketeer", "Marketeer", "skyborn", tk, 1, 0, 0, tr("halyard"))
	add("strange-ordination", "Strange Ordination", "sanctum", ac, 0, 0, 3, nil)
	add("swallow-whole", "Swallow Whole", "saurian", ac, 0, 0, 0, nil)
	add("valoocanth", "Valoocanth", "brobnar", cr, 6, 0, 0, tr("aquan"))
	add("zephon-the-opulent", "Zephon the Opulent", "sanctum", cr, 2, 0, 0, tr("human"))
	add("elite-disruptzord", "Elite Disruptzord", "mars", cr, 6, 0, 0, tr("robot"))
	add("phobivore", "Phobivore", "ekwidon", up, 0, 0, 1, nil)
	add("etan-s-jar", "Etan’s Jar", "dis", ar, 0, 0, 0, tr("item"))
	add("holo-camo", "Holo-Camo", "logos", up, 0, 0, 1, nil)
	add("thoughtswim", "Thoughtswim", "unfathomable", up, 0, 0, 1, nil)
	add("discombobulator", "Discombobulator", "logos", up, 0, 0, 1, nil)
	add("jammer-pack", "Jammer Pack", "mars", up, 0, 0, 1, nil)
	add("pentacorder", "Pentacorder", "staralliance", up, 0, 0, 0, nil)
	add("bigtwig", "Bigtwig", "untamed", cr, 7, 0, 0, tr("beast"))
	add("camouflage", "Camouflage", "untamed", up, 0, 0, 1, nil)
	add("containment-field", "Containment Field", "mars", up, 0, 0, 0, nil)
	add("frost-giant", "Frost Giant", "brobnar", cr, 18, 0, 0, tr("giant"))
	add("tentacus", "Tentacus", "dis", cr, 5, 0, 0, tr("demon"))
	add("purifier-of-souls", "Purifier of Souls", "sanctum", cr, 5, 2, 0, tr("human", "priest"))
	add("kompsos-haruspex", "Kompsos Haruspex", "saurian", cr, 4, 0, 0, tr("dinosaur", "priest"))
	add("dry-the-river", "Dry the River", "sanctum", ar, 0, 0, 0, tr("power"))
	add("psychic-haze", "Psychic Haze", "mars", ar, 0, 0, 0, tr("power"))
	add("halo-of-enlightenment", "Halo of Enlightenment", "sanctum", up, 0, 0, 0, nil)
	add("sariel-the-steadfast", "Sariel the Steadfast", "sanctum", cr, 5, 2, 0, tr("knight", "spirit"))
	add("operative-espion-evil-twin", "Operative Espion", "staralliance", cr, 4, 0, 0, tr("alien"), KeywordValue{Elusive, 0})
	add("fof-transponder", "FOF Transponder", "staralliance", up, 0, 0, 0, nil)
	add("niffle-paw", "Niffle Paw", "ekwidon", up, 0, 0, 1, nil)
	add("lady-loreena", "Lady Loreena", "sanctum", cr, 6, 3, 0, tr("knight", "spirit"), KeywordValue{Taunt, 0})
}

// Every script of this batch prints back as English: no empty clause, no
// placeholder.
func TestHandNPrintsBack(t *testing.T) {
	for _, sc := range append(append([]Script(nil), handNScripts...), handNHeld...) {
		t.Run(sc.ID, func(t *testing.T) {
			name := sc.ID
			if d := testCards[sc.ID]; d != nil {
				name = d.Name
			}
			text := sc.Text(name)
			if len(sc.Abilities)+len(sc.Statics) == 0 {
				return // a play restriction only (hnRestricted): nothing to print
			}
			if strings.TrimSpace(text) == "" || strings.Contains(text, "%!") || strings.Contains(text, "..") {
				t.Errorf("%s prints %q", sc.ID, text)
			}
			t.Log(text)
		})
	}
}

// Cleric: "After Cleric enters play, capture 1A." Cover Operation: "Play:
// Make a token creature, then ready it." (The deck's token is Cleric.)
func TestHandNClericCoverOperation(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"cover-operation", "cleric"}, nil)
	s.g.p[1].aember = 3
	s.hand(0, "cover-operation")
	s.house("shadows")
	s.wantRules(s.play("cover-operation"), "")
	if s.wantInt("Alice's creatures", len(s.g.p[0].line), 1); len(s.g.p[0].line) != 1 {
		return
	}
	c := s.g.p[0].line[0]
	s.wantInt("Cleric is "+s.g.def(c).ID, 1, 1)
	s.wantOnCard(c, 1)
	s.wantAember(1, 2)
	s.hbWantFlag(c, flExhausted, false, "exhausted")
}

// Shattered Throne: "After a creature is used to fight, it captures 1A."
func TestHandNShatteredThrone(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"shattered-throne", "troll"}, []string{"urchin", "krump"})
	s.artifact(0, "shattered-throne")
	tr := s.creature(0, "troll")
	k := s.creature(1, "krump")
	s.g.p[0].aember, s.g.p[1].aember = 2, 3
	s.house("brobnar")
	s.wantRules(s.fight("troll", "krump"), "")
	s.wantOnCard(tr, 1)
	s.wantAember(1, 2)
	s.wantAember(0, 2)
	s.wantZone(k, ZoneDiscard)
}

// Sack of Coins: "Play: Deal 1D to a creature for each A in your pool."
// (FAQ: each damage may go to a different creature.)
func TestHandNSackOfCoins(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"sack-of-coins"}, []string{"troll", "krump"})
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.g.p[0].aember = 2 // 3 with the card's bonus
	s.hand(0, "sack-of-coins")
	s.house("shadows")
	s.play("sack-of-coins")
	s.choose("troll")
	s.choose("krump")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 1)
	s.wantAember(0, 3)
}

// Youngest Bear: "Reap: You may reap with 1 of Youngest Bear's
// neighbors."
func TestHandNYoungestBear(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer string
		want   int
	}{{"reaps", "krump", 2}, {"declines", "no", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"youngest-bear", "krump", "troll"}, nil)
			k := s.creature(0, "krump")
			s.creature(0, "youngest-bear")
			s.house("untamed")
			s.reap("youngest-bear")
			if tc.answer == "no" {
				s.wantRules(s.words("no"), "")
			} else {
				s.wantRules(s.choose(tc.answer), "")
			}
			s.wantAember(0, tc.want)
			s.hbWantFlag(k, flExhausted, tc.want == 2, "exhausted")
		})
	}
}

// Youngest Bear (evil twin): "Reap: You may fight with 1 of Youngest
// Bear's neighbors."
func TestHandNYoungestBearEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"youngest-bear-evil-twin", "troll"}, []string{"krump"})
	tr := s.creature(0, "troll")
	s.creature(0, "youngest-bear-evil-twin")
	k := s.creature(1, "krump")
	s.house("untamed")
	s.reap("youngest-bear-evil-twin")
	s.choose("troll")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantDamage(tr, 6)
	s.wantAember(0, 1)
}

// Sea Urchin (evil twin): "Play: Capture 2A. If the tide is high, steal
// 2A instead."
func TestHandNSeaUrchin(t *testing.T) {
	for _, tc := range []struct {
		id            string
		high          bool
		onCard, alice int
	}{{"sea-urchin-evil-twin", false, 2, 0}, {"sea-urchin-evil-twin", true, 0, 2}} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{tc.id}, nil)
			s.g.p[1].aember = 5
			s.g.p[0].tide = tc.high
			s.hand(0, tc.id)
			s.house("shadows")
			s.wantRules(s.play(tc.id), "")
			s.wantOnCard(s.g.p[0].line[0], tc.onCard)
			s.wantAember(0, tc.alice)
			s.wantAember(1, 5-tc.onCard-tc.alice)
		})
	}
}

// Deep Priest Glebe: "After you play an Aquan creature, exhaust an enemy
// creature."
func TestHandNDeepPriestGlebe(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"deep-priest-glebe", "sea-urchin-evil-twin", "urchin"}, []string{"krump"})
	s.creature(0, "deep-priest-glebe")
	k := s.creature(1, "krump")
	s.hand(0, "urchin")
	s.hand(0, "sea-urchin-evil-twin")
	s.house("shadows")
	s.play("urchin") // not Aquan
	s.hbWantFlag(k, flExhausted, false, "exhausted after Urchin")
	s.wantRules(s.play("sea-urchin-evil-twin"), "")
	s.hbWantFlag(k, flExhausted, true, "exhausted after Sea Urchin")
}

// Forgemaster Og: "After a player forges a key, they lose all of their
// remaining A."
func TestHandNForgemasterOg(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"forgemaster-og"}, nil)
	s.creature(0, "forgemaster-og")
	s.end()
	s.g.p[1].aember = 9
	s.g.p[0].aember = 4
	s.wantRules(s.do(Action{Verb: VerbForge, Player: 1}), "")
	s.wantInt("Bob's keys", s.g.p[1].keyCount(), 1)
	s.wantAember(1, 0)
	s.wantAember(0, 4)
}

// Explorer: "After Reap: Look at the top card of your deck. You may
// discard it."
func TestHandNExplorer(t *testing.T) {
	for _, tc := range []struct {
		answer string
		want   int
	}{{"yes", 1}, {"no", 0}} {
		t.Run(tc.answer, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"explorer"}, nil)
			s.creature(0, "explorer")
			s.house("staralliance")
			before := len(s.g.p[0].discard)
			s.reap("explorer")
			s.wantRules(s.words(tc.answer), "")
			s.wantInt("cards discarded", len(s.g.p[0].discard)-before, tc.want)
		})
	}
}

// Azrael: "After Reap: Until the end of the turn, each friendly creature
// may fight."
func TestHandNAzrael(t *testing.T) {
	for _, reap := range []bool{true, false} {
		s := secondTurnScen(t, "redemption", []string{"azrael", "troll"}, []string{"krump"})
		s.creature(0, "azrael")
		s.creature(0, "troll")
		s.creature(1, "krump")
		s.house("redemption")
		want := "not-active-house"
		if reap {
			s.wantRules(s.reap("azrael"), "")
			want = ""
		}
		s.wantRules(s.fight("troll", "krump"), want)
	}
}

// Nepeta Gigantica: "Action: Stun a creature with power 5 or higher, or
// stun a Giant creature."
func TestHandNNepetaGigantica(t *testing.T) {
	for _, tc := range []struct {
		target string
		rule   string
		stun   bool
	}{{"krump", "", true}, {"hn-giant", "", true}, {"urchin", "effect-target", false}} {
		t.Run(tc.target, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"nepeta-gigantica"}, []string{tc.target, "troll"})
			s.artifact(0, "nepeta-gigantica")
			c := s.creature(1, tc.target)
			s.creature(1, "troll")
			s.house("untamed")
			s.hbAction("nepeta-gigantica")
			s.wantRules(s.choose(tc.target), tc.rule)
			s.hbWantFlag(c, flStunned, tc.stun, "stunned")
		})
	}
}

// Pirate Champion: "After Fight: You may move Pirate Champion to a flank."
func TestHandNPirateChampion(t *testing.T) {
	for _, tc := range []struct {
		answer string
		at     int
	}{{"left", 0}, {"no", 1}} {
		t.Run(tc.answer, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"pirate-champion", "krump", "troll"}, []string{"urchin"})
			s.creature(0, "krump")
			p := s.creature(0, "pirate-champion")
			s.creature(0, "troll")
			s.creature(1, "urchin")
			s.house("skyborn")
			s.fight("pirate-champion", "urchin")
			if tc.answer == "no" {
				s.wantRules(s.words("no"), "")
			} else {
				s.wantRules(s.words("yes", tc.answer), "")
			}
			s.wantInt("Pirate Champion's place", indexOf(s.g.p[0].line, p), tc.at)
		})
	}
}

// Sniffer: "Action: For the remainder of the turn, each creature loses
// elusive."
func TestHandNSniffer(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"sniffer"}, []string{"urchin"})
	s.artifact(0, "sniffer")
	u := s.creature(1, "urchin")
	s.house("mars")
	s.wantRules(s.hbAction("sniffer"), "")
	if s.g.hasKeyword(u, Elusive) {
		t.Error("Urchin is still elusive")
	}
	s.end()
	if !s.g.hasKeyword(u, Elusive) {
		t.Error("Urchin is not elusive the next turn")
	}
}

// Rapid Evolution: "Play: Choose a creature. Give it a +1 power counter
// for each A you have."
func TestHandNRapidEvolution(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"rapid-evolution", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	s.creature(1, "troll")
	s.g.p[0].aember, s.g.p[1].aember = 2, 5
	s.hand(0, "rapid-evolution")
	s.house("untamed")
	s.play("rapid-evolution")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Krump's power", s.g.power(k), 6+3) // 2 and the card's bonus
}

// Twilight Pixie: "Each of Twilight Pixie’s non-Faerie neighbors gains,
// “After Reap: Gain 1A.”"
func TestHandNTwilightPixie(t *testing.T) {
	for _, tc := range []struct {
		reaper string
		want   int
	}{{"krump", 2}, {"troll", 1}} {
		t.Run(tc.reaper, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"twilight-pixie", "krump", "troll", "bumpsy"}, nil)
			s.creature(0, "krump")
			s.creature(0, "twilight-pixie")
			s.creature(0, "bumpsy")
			s.creature(0, "troll") // not a neighbor
			s.house("brobnar")
			s.wantRules(s.reap(tc.reaper), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Suzerain: "After Reap: Purge the top card of a player’s deck. If you do,
// make a Minion."
func TestHandNSuzerain(t *testing.T) {
	for _, tc := range []struct {
		whose string
		pl    int8
		used  int // the Minion is made of Alice's deck's top card too
	}{{"mine", 0, 2}, {"theirs", 1, 1}} {
		t.Run(tc.whose, func(t *testing.T) {
			s := secondTurnScen(t, "geistoid", []string{"suzerain"}, nil)
			s.creature(0, "suzerain")
			s.house("geistoid")
			deck := s.g.p[tc.pl].deckSize()
			s.reap("suzerain")
			s.wantRules(s.words(tc.whose), "")
			s.wantInt("purged", len(s.g.p[tc.pl].purged), 1)
			s.wantInt("deck", s.g.p[tc.pl].deckSize(), deck-tc.used)
			if s.wantInt("Alice's creatures", len(s.g.p[0].line), 2); len(s.g.p[0].line) == 2 {
				s.wantInt("a Minion", hnB2i(s.g.def(s.g.p[0].line[1]).ID == "minion"), 1)
			}
		})
	}
}

// hnInHand counts the known copies of id in pl's hand.
func (s *scen) hnInHand(pl int8, id string) int {
	n := 0
	for _, c := range s.g.p[pl].hand {
		if s.g.def(c).ID == id {
			n++
		}
	}
	return n
}

func hnB2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Relentless Assault: "Play: Ready and fight with up to 3 different
// friendly creatures, one at a time."
func TestHandNRelentlessAssault(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"relentless-assault", "krump", "troll"}, []string{"urchin", "silvertooth"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	s.hjExhaust(k, tr)
	u, st := s.creature(1, "urchin"), s.creature(1, "silvertooth")
	s.hand(0, "relentless-assault")
	s.house("brobnar")
	s.play("relentless-assault")
	s.choose("krump", "troll")
	s.choose("silvertooth")
	s.wantRules(s.choose("urchin"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(k, 2)
	s.wantZone(u, ZoneBattleline) // elusive: no damage
	s.hjWantFlag(tr, flExhausted, true, "exhausted (it fought)")
}

// Light Everlasting: "Play: Play a Sanctum creature from your discard pile
// anywhere in your battleline."
func TestHandNLightEverlasting(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"light-everlasting", "staunch-knight", "krump"}, nil)
	k := s.hbDiscarded(0, "staunch-knight")
	kr := s.hbDiscarded(0, "krump")
	s.hand(0, "light-everlasting")
	s.house("sanctum")
	s.play("light-everlasting")
	s.wantRules(s.choose("staunch-knight"), "")
	s.wantZone(k, ZoneBattleline)
	s.wantZone(kr, ZoneDiscard)
}

// Entropic Swirl: "Play: Choose a creature. For each trait that creature
// has, deal it 2D and gain 1A."
func TestHandNEntropicSwirl(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"entropic-swirl"}, []string{"zorg", "staunch-knight"})
	z := s.creature(1, "zorg") // Martian, Mutant
	s.creature(1, "staunch-knight")
	s.hand(0, "entropic-swirl")
	s.house("logos")
	s.play("entropic-swirl")
	s.wantRules(s.choose("zorg"), "")
	s.wantDamage(z, 4)
	s.wantAember(0, 2)
}

// Honored Battlemaster: "Action: Ready and fight with one of Honored
// Battlemaster's neighbors."
func TestHandNHonoredBattlemaster(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"honored-battlemaster", "krump", "troll", "bumpsy"}, []string{"silvertooth"})
	k := s.creature(0, "krump")
	s.creature(0, "honored-battlemaster")
	s.creature(0, "bumpsy")
	s.creature(0, "troll")
	s.hjExhaust(k)
	st := s.creature(1, "silvertooth")
	s.house("brobnar")
	s.hbAction("honored-battlemaster")
	s.choose("krump")
	s.wantRules(s.choose("silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(k, 2)
}

// Plummet: "Play: Discard your hand. Deal 1D to each creature for each
// card discarded this way."
func TestHandNPlummet(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"plummet", "troll", "anger", "warsong"}, []string{"krump"})
	tr, k := s.creature(0, "troll"), s.creature(1, "krump")
	s.hjHandTo(0, 0)
	s.hand(0, "plummet")
	s.hand(0, "anger")
	s.hand(0, "warsong")
	s.house("brobnar")
	s.wantRules(s.play("plummet"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 2)
	s.wantInt("Alice's hand", s.g.p[0].handSize(), 0)
}

// Renewed Life: "Play: Fully heal a creature. Make a token creature for
// each damage healed this way."
func TestHandNRenewedLife(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"renewed-life", "cleric"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.g.cards[tr].damage = 3
	s.hand(0, "renewed-life")
	s.house("sanctum")
	s.play("renewed-life")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 0)
	s.wantInt("Alice's tokens", len(s.g.p[0].line), 3)
}

// Crushing Deep: "Play: During your opponent’s next turn, keys cost +3A
// for each forged key they have."
func TestHandNCrushingDeep(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"crushing-deep"}, nil)
	s.g.p[1].keys = [3]bool{true, true, false}
	s.hand(0, "crushing-deep")
	s.house("unfathomable")
	s.wantRules(s.play("crushing-deep"), "")
	s.end()
	s.wantInt("Bob's key cost", s.g.keyCost(1), 12)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
}

// On the Mark: "Play: Choose a friendly creature. Move each A on that
// creature to an enemy creature."
func TestHandNOnTheMark(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"on-the-mark", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.g.cards[k].aember = 3
	s.hand(0, "on-the-mark")
	s.house("brobnar")
	s.play("on-the-mark")
	s.wantRules(s.choose("troll"), "")
	s.wantOnCard(k, 0)
	s.wantOnCard(tr, 3)
}

// Unnatural Selection: "Play: Choose 3 friendly creatures and 3 enemy
// creatures. Destroy each other creature."
func TestHandNUnnaturalSelection(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"unnatural-selection", "krump", "troll", "valdr", "bumpsy"}, []string{"urchin", "silvertooth"})
	k, tr, v, b := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "valdr"), s.creature(0, "bumpsy")
	u, st := s.creature(1, "urchin"), s.creature(1, "silvertooth")
	s.hand(0, "unnatural-selection")
	s.house("untamed")
	s.play("unnatural-selection")
	s.choose("krump", "troll", "valdr")
	s.wantRules(s.choose("urchin", "silvertooth"), "")
	for _, id := range []int16{k, tr, v, u, st} {
		s.wantZone(id, ZoneBattleline)
	}
	s.wantZone(b, ZoneDiscard)
}

// Biomatrix Backup: "This creature gains, “Destroyed: You may put this
// creature into its owner's archives.”"
func TestHandNBiomatrixBackup(t *testing.T) {
	for _, tc := range []struct {
		answer string
		want   Zone
	}{{"yes", ZoneArchives}, {"no", ZoneDiscard}} {
		t.Run(tc.answer, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"biomatrix-backup"}, []string{"krump"})
			k := s.creature(1, "krump")
			s.house("mars")
			s.hbPlayUpgrade("biomatrix-backup", "krump")
			s.hjDestroy("krump")
			s.wantRules(s.words(tc.answer), "")
			s.wantZone(k, tc.want)
		})
	}
}

// Universal Recycle Bin: "Action: Archive a purged card you own."
func TestHandNUniversalRecycleBin(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"universal-recycle-bin", "krump", "troll"}, nil)
	s.artifact(0, "universal-recycle-bin")
	k, tr := s.take(0, "krump"), s.take(0, "troll")
	s.g.put(k, ZonePurged)
	s.g.put(tr, ZonePurged)
	s.house("logos")
	s.hbAction("universal-recycle-bin")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantZone(k, ZonePurged)
}

// Giant Gnawbill: "After a player chooses an active house, that player
// destroys an artifact of that house."
func TestHandNGiantGnawbill(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"giant-gnawbill", "gauntlet-of-command"}, []string{"miasma-bomb", "spangler-box"})
	s.creature(0, "giant-gnawbill")
	g := s.artifact(0, "gauntlet-of-command")
	m, sp := s.artifact(1, "miasma-bomb"), s.artifact(1, "spangler-box")
	s.house("untamed") // no Untamed artifact
	s.end()
	s.wantRules(s.house("shadows"), "")
	s.wantZone(m, ZoneDiscard)
	s.wantZone(sp, ZoneArtifacts)
	s.wantZone(g, ZoneArtifacts)
}

// Hydrocataloguer: "After a player raises the tide, they archive the top
// card of their deck."
func TestHandNHydrocataloguer(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"hydrocataloguer"}, nil)
	s.artifact(0, "hydrocataloguer")
	s.end()
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbTide}), "")
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 0)
}

// Mutation of Cunning, Instinct, Fury: "Play: Until the start of your next
// turn, a creature gains elusive (skirmish, assault 3) and the Mutant
// trait."
func TestHandNMutations(t *testing.T) {
	for _, tc := range []struct {
		id string
		kw Keyword
		n  int
	}{{"mutation-of-cunning", Elusive, 1}, {"mutation-of-instinct", Skirmish, 1}, {"mutation-of-fury", Assault, 3}} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{tc.id, "krump"}, nil)
			k := s.creature(0, "krump")
			s.hand(0, tc.id)
			s.house("untamed")
			s.play(tc.id)
			s.wantRules(s.choose("krump"), "")
			s.wantInt("keyword", s.g.keywordN(k, tc.kw), tc.n)
			s.wantInt("Mutant", hnB2i(s.g.hiHasTrait(k, "mutant")), 1)
			s.end()
			s.end()
			s.wantInt("keyword next turn", s.g.keywordN(k, tc.kw), 0)
			s.wantInt("Mutant next turn", hnB2i(s.g.hiHasTrait(k, "mutant")), 0)
		})
	}
}

// Adult Swim: "Play: Put each creature with power 3 or lower on top of its
// owner’s deck in a random order."
func TestHandNAdultSwim(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"adult-swim", "troll", "tocsin"}, []string{"urchin"})
	tr, to := s.creature(0, "troll"), s.creature(0, "tocsin")
	u := s.creature(1, "urchin")
	s.hand(0, "adult-swim")
	s.house("unfathomable")
	s.wantRules(s.play("adult-swim"), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(to, ZoneDeck)
	s.wantZone(u, ZoneDeck)
}

// Contract Execution: "Play: For the remainder of the turn, each time you
// play a creature, deal 2D to a creature."
func TestHandNContractExecution(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"contract-execution", "belligerent-guard"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.hand(0, "contract-execution")
	s.hand(0, "belligerent-guard")
	s.house("ekwidon")
	s.wantRules(s.play("contract-execution"), "")
	s.wantDamage(tr, 0)
	s.play("belligerent-guard")
	s.choose("troll")
	s.wantDamage(tr, 2)
}

// Recklessness: "Play: Each player discards 3 random cards from their
// hand, then draws 3 cards."
func TestHandNRecklessness(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"recklessness", "troll", "krump", "valdr"}, []string{"urchin", "mother", "miasma"})
	mine := []int16{s.hand(0, "troll"), s.hand(0, "krump"), s.hand(0, "valdr")}
	his := []int16{s.hand(1, "urchin"), s.hand(1, "mother"), s.hand(1, "miasma")}
	s.hand(0, "recklessness")
	s.house("brobnar")
	a, b := s.g.p[0].handSize()-1, s.g.p[1].handSize()
	s.play("recklessness")
	s.choose("troll")
	s.choose("krump")
	s.choose("valdr")
	s.choose("urchin")
	s.choose("mother")
	s.wantRules(s.choose("miasma"), "")
	for _, id := range append(mine, his...) {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantInt("Alice's hand", s.g.p[0].handSize(), a)
	s.wantInt("Bob's hand", s.g.p[1].handSize(), b)
}

// Dark Æmber Vault: "After you play a Mutant creature, draw a card. Each
// friendly Mutant creature gets +2 power."
func TestHandNDarkAemberVault(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"dark-æmber-vault", "zorg", "yandylinx"}, []string{"zorg"})
	s.artifact(0, "dark-æmber-vault")
	ez := s.creature(1, "zorg")
	s.hand(0, "yandylinx")
	s.hand(0, "zorg")
	s.house("mars")
	h := s.g.p[0].handSize()
	s.play("yandylinx") // not a Mutant
	s.wantInt("hand after Yandylinx", s.g.p[0].handSize(), h-1)
	s.wantRules(s.play("zorg"), "")
	s.wantInt("hand after Zorg", s.g.p[0].handSize(), h-1)
	z := s.g.p[0].line[1]
	s.wantInt("Zorg's power", s.g.power(z), 9)
	s.wantInt("enemy Zorg's power", s.g.power(ez), 7)
}

// No Safety in Numbers: "Play: Deal 3D to each creature that belongs to a
// house that has 3 or more creatures in play."
func TestHandNNoSafetyInNumbers(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"no-safety-in-numbers", "troll", "krump"}, []string{"valdr", "urchin", "silvertooth"})
	tr, k, v := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(1, "valdr")
	u, st := s.creature(1, "urchin"), s.creature(1, "silvertooth")
	s.hand(0, "no-safety-in-numbers")
	s.house("shadows")
	s.wantRules(s.play("no-safety-in-numbers"), "")
	s.wantDamage(tr, 3)
	s.wantDamage(k, 3)
	s.wantDamage(v, 3)
	s.wantZone(u, ZoneBattleline) // two Shadows creatures: spared
	s.wantDamage(st, 0)
}

// Orphion, Land’s Chosen: "While the tide is low, Orphion, Land’s Chosen
// gets +3 armor and gains, “Reap: Capture 2A.”"
func TestHandNOrphion(t *testing.T) {
	for _, low := range []bool{true, false} {
		s := secondTurnScen(t, "sanctum", []string{"orphion-land-s-chosen"}, nil)
		o := s.creature(0, "orphion-land-s-chosen")
		s.g.p[1].tide = low // high for Bob is low for Alice
		s.g.p[1].aember = 4
		s.house("sanctum")
		want := map[bool]int{true: 3, false: 0}[low]
		s.wantInt("armor", s.g.armor(o), want)
		s.wantRules(s.reap("orphion-land-s-chosen"), "")
		s.wantOnCard(o, want*2/3)
	}
}

// Anahita the Trader: "Reap: Give control of a friendly artifact to your
// opponent. If you do, they must give you 2A."
func TestHandNAnahitaTheTrader(t *testing.T) {
	for _, art := range []bool{true, false} {
		s := secondTurnScen(t, "sanctum", []string{"anahita-the-trader", "gorm-of-omm"}, nil)
		s.creature(0, "anahita-the-trader")
		s.g.p[1].aember = 3
		var g int16 = -1
		if art {
			g = s.artifact(0, "gorm-of-omm")
		}
		s.house("sanctum")
		s.wantRules(s.reap("anahita-the-trader"), "")
		if art {
			s.wantInt("Gorm's controller", int(s.g.cards[g].controller), 1)
			s.wantAember(0, 3)
			s.wantAember(1, 1)
		} else {
			s.wantAember(0, 1)
			s.wantAember(1, 3)
		}
	}
}

// Martyr’s End: "Play: Destroy any number of friendly creatures. Gain 1A
// for each creature destroyed this way."
func TestHandNMartyrsEnd(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"martyr-s-end", "troll", "krump", "valdr"}, []string{"urchin"})
	tr, k, v := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "valdr")
	s.creature(1, "urchin")
	s.hand(0, "martyr-s-end")
	s.house("sanctum")
	s.play("martyr-s-end")
	s.wantRules(s.choose("troll", "valdr"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(v, ZoneDiscard)
	s.wantZone(k, ZoneBattleline)
	s.wantAember(0, 3)
}

// Niffle Grounds: "Action: Choose a creature. For the remainder of the
// turn, that creature loses taunt and elusive."
func TestHandNNiffleGrounds(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"niffle-grounds"}, []string{"tentaclid", "urchin"})
	s.artifact(0, "niffle-grounds")
	tc, u := s.creature(1, "tentaclid"), s.creature(1, "urchin")
	s.g.p[1].line[0], s.g.p[1].line[1] = u, tc
	s.house("untamed")
	s.hbAction("niffle-grounds")
	s.wantRules(s.choose("tentaclid"), "")
	s.wantInt("Tentaclid's taunt", hnB2i(s.g.hasKeyword(tc, Taunt)), 0)
	s.wantInt("Tentaclid's skirmish", hnB2i(s.g.hasKeyword(tc, Skirmish)), 1)
	s.wantInt("Urchin's elusive", hnB2i(s.g.hasKeyword(u, Elusive)), 1)
}

// Free Markets: "Play: Gain 1A (to a maximum of 6) for each house
// represented among cards in play, except for Sanctum."
func TestHandNFreeMarkets(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"free-markets", "staunch-knight", "troll", "gorm-of-omm"}, []string{"urchin", "mother", "miasma-bomb"})
	s.creature(0, "staunch-knight")
	s.creature(0, "troll")
	s.artifact(0, "gorm-of-omm") // Sanctum
	s.creature(1, "urchin")
	s.creature(1, "mother")
	s.artifact(1, "miasma-bomb") // Shadows again
	s.hand(0, "free-markets")
	s.house("sanctum")
	s.wantRules(s.play("free-markets"), "")
	s.wantAember(0, 3) // Brobnar, Shadows, Logos
}

// Mookling (evil twin): "After your opponent forges a key, give Mookling a
// +1 power counter for each A spent to forge that key."
func TestHandNMookling(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"mookling-evil-twin"}, nil)
	m := s.creature(0, "mookling-evil-twin")
	s.end()
	s.g.p[1].aember = 7
	s.wantRules(s.do(Action{Verb: VerbForge, Player: 1}), "")
	s.wantInt("Mookling's power", s.g.power(m), 2+6)
}

// Niffle Sanctuary: "Action: Make a Niffle Brute. Until the end of the turn
// each Niffle Brute gains, “After Fight: Gain 1A.”"
func TestHandNNiffleSanctuary(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"niffle-sanctuary", "ancient-bear"}, []string{"urchin", "silvertooth"})
	s.artifact(0, "niffle-sanctuary")
	b := s.creature(0, "ancient-bear")
	st := s.creature(1, "silvertooth")
	s.creature(1, "urchin")
	s.house("untamed")
	s.wantRules(s.hbAction("niffle-sanctuary"), "")
	nb := s.g.p[0].line[len(s.g.p[0].line)-1]
	if s.g.def(nb).ID != "niffle-brute" {
		t.Fatalf("made %s", s.g.def(nb).ID)
	}
	s.g.cards[nb].flags &^= flExhausted
	s.wantRules(s.fight("niffle-brute", "silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantAember(0, 1)
	s.wantRules(s.fight("ancient-bear", "urchin"), "") // not a Niffle Brute
	s.wantAember(0, 1)
	_ = b
}

// Spinnertech: "Play/Destroyed: Choose a card in your discard pile and put
// it on top of your deck. Make a token creature."
func TestHandNSpinnertech(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"spinnertech", "troll", "krump", "cleric"}, nil)
	tr := s.hbDiscarded(0, "troll")
	s.hbDiscarded(0, "krump")
	s.hand(0, "spinnertech")
	s.house("geistoid")
	s.play("spinnertech")
	s.wantRules(s.choose("troll"), "")
	// Troll went on top of the deck, and the token creature is made of the
	// deck's top card.
	s.wantZone(tr, ZoneBattleline)
	s.wantInt("Troll is a Cleric", hnB2i(s.g.def(tr).ID == "cleric"), 1)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
}

// Extinction: "Play: Choose a creature. Destroy that creature and each
// creature that shares a trait with it. Gain 1 chain."
func TestHandNExtinction(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"extinction", "zorg", "troll"}, []string{"desire", "green-aeronaut"})
	z, tr := s.creature(0, "zorg"), s.creature(0, "troll")
	d, ga := s.creature(1, "desire"), s.creature(1, "green-aeronaut")
	s.hand(0, "extinction")
	s.house("mars")
	s.play("extinction")
	s.wantRules(s.choose("zorg"), "")
	s.wantZone(z, ZoneDiscard)
	s.wantZone(ga, ZoneDiscard) // a Martian too
	s.wantZone(d, ZoneBattleline)
	s.wantZone(tr, ZoneBattleline)
	s.wantInt("chains", s.g.p[0].chains, 1)
}

// Cooperative Hunting: "Play: Deal 1D for each friendly creature in play.
// You may divide this damage among any number of creatures."
func TestHandNCooperativeHunting(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"cooperative-hunting", "krump", "valdr"}, []string{"troll", "bumpsy"})
	s.creature(0, "krump")
	s.creature(0, "valdr")
	tr, b := s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "cooperative-hunting")
	s.house("untamed")
	s.play("cooperative-hunting")
	s.choose("troll")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantDamage(tr, 1)
	s.wantDamage(b, 1)
}

// P.K.E. Syphonator: "Play: Gain 1A for each card in your opponent’s
// archives. Your opponent discards each card in their archives."
func TestHandNPKESyphonator(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"pke-syphonator"}, []string{"urchin", "troll", "krump"})
	for _, id := range []string{"urchin", "troll", "krump"} {
		s.g.put(s.take(1, id), ZoneArchives)
	}
	s.hand(0, "pke-syphonator")
	s.house("geistoid")
	d := len(s.g.p[1].discard)
	s.wantRules(s.play("pke-syphonator"), "")
	s.wantAember(0, 3)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 0)
	s.wantInt("Bob's discards", len(s.g.p[1].discard)-d, 3)
}

// Devour Whole: "Play: If a friendly Legendary Keyraken is in play,
// destroy an enemy creature or artifact."
func TestHandNDevourWhole(t *testing.T) {
	for _, kr := range []bool{true, false} {
		s := secondTurnScen(t, "keyraken", []string{"devour-whole", "legendary-keyraken"}, []string{"miasma-bomb", "troll"})
		if kr {
			s.creature(0, "legendary-keyraken")
		}
		m := s.artifact(1, "miasma-bomb")
		s.creature(1, "troll")
		s.hand(0, "devour-whole")
		s.house("keyraken")
		out := s.play("devour-whole")
		if kr {
			out = s.choose("miasma-bomb")
		}
		s.wantRules(out, "")
		s.wantZone(m, map[bool]Zone{true: ZoneDiscard, false: ZoneArtifacts}[kr])
	}
}

// Break of Dawn: "Play: Discard the top 3 cards of your deck. Put each
// Untamed card discarded this way into your hand."
func TestHandNBreakOfDawn(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"break-of-dawn", "hunting-witch", "krump", "ancient-bear"}, nil)
	s.hand(0, "break-of-dawn")
	s.house("untamed")
	s.play("break-of-dawn")
	s.wantRules(s.choose("hunting-witch", "krump", "ancient-bear"), "")
	for _, id := range s.g.p[0].discard {
		if s.g.houseOf(id) == "untamed" && s.g.def(id).ID != "break-of-dawn" {
			t.Errorf("%s is in the discard pile", s.g.name(id))
		}
	}
	krumps := 0
	for _, id := range s.g.p[0].discard {
		krumps += hnB2i(s.g.def(id).ID == "krump")
	}
	s.wantInt("Krump discarded", krumps, 1)
	s.wantInt("witches in hand", s.hnInHand(0, "hunting-witch"), 1)
	s.wantInt("bears in hand", s.hnInHand(0, "ancient-bear"), 1)
}

// Rigged Lottery: "Play: Each player discards the top 5 cards of their
// deck. For each Shadows card discarded, its owner gains 1A."
func TestHandNRiggedLottery(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"rigged-lottery", "urchin", "silvertooth", "krump", "troll", "anger"}, []string{"urchin", "mother", "troll", "krump", "miasma"})
	s.hand(0, "rigged-lottery")
	s.house("shadows")
	s.play("rigged-lottery")
	s.wantRules(s.choose("urchin", "silvertooth", "krump", "troll", "anger"), "")
	s.wantRules(s.choose("urchin", "mother", "troll", "krump", "miasma"), "")
	s.wantAember(0, 1+2)
	s.wantAember(1, 2)
}

// Rogue Ogre: "At the end of your turn, if you played exactly one card
// this turn, Rogue Ogre heals 2 damage and captures 1A."
func TestHandNRogueOgre(t *testing.T) {
	for _, tc := range []struct {
		plays        int
		damage, held int
	}{{1, 1, 1}, {2, 3, 0}, {0, 3, 0}} {
		s := secondTurnScen(t, "brobnar", []string{"rogue-ogre", "anger", "warsong"}, nil)
		o := s.creature(0, "rogue-ogre")
		s.g.cards[o].damage = 3
		s.g.p[1].aember = 3
		s.house("brobnar")
		for _, id := range []string{"warsong", "anger"}[:tc.plays] {
			s.hand(0, id)
			s.play(id)
			if id == "anger" {
				s.words("no")
			}
		}
		s.g.cards[o].damage = 3
		s.end()
		s.wantDamage(o, tc.damage)
		s.wantOnCard(o, tc.held)
	}
}

// Key of Darkness: "Play: Forge a key at +6A current cost. If your
// opponent has no A, forge a key at +2A current cost instead."
func TestHandNKeyOfDarkness(t *testing.T) {
	for _, tc := range []struct {
		alice, bob, keys, left int
	}{{12, 1, 1, 0}, {11, 1, 0, 11}, {8, 0, 1, 0}} {
		s := secondTurnScen(t, "shadows", []string{"key-of-darkness"}, nil)
		s.hand(0, "key-of-darkness")
		s.house("shadows")
		s.g.p[0].aember, s.g.p[1].aember = tc.alice, tc.bob
		s.play("key-of-darkness")
		s.wantInt("Alice's keys", s.g.p[0].keyCount(), tc.keys)
		s.wantAember(0, tc.left)
	}
}

// Quicksand: "Play: Destroy the most powerful creature controlled by each
// player who does not control a ready Untamed creature."
func TestHandNQuicksand(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"quicksand", "hunting-witch", "troll"}, []string{"krump", "urchin", "ancient-bear"})
	tr := s.creature(0, "troll")
	s.creature(0, "hunting-witch")
	k, u := s.creature(1, "krump"), s.creature(1, "urchin")
	b := s.creature(1, "ancient-bear")
	s.hjExhaust(b) // an exhausted Untamed creature does not protect Bob
	s.g.cards[b].damage = 0
	s.hand(0, "quicksand")
	s.house("untamed")
	s.wantRules(s.play("quicksand"), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(u, ZoneBattleline)
}

// Market Fluctuation: "Play: Each haunted player draws 3 cards. Each
// player that is not haunted discards 3 random cards from their hand."
func TestHandNMarketFluctuation(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"market-fluctuation"}, []string{"urchin", "mother", "troll", "krump"})
	s.hlHaunt(0)
	his := []int16{s.hand(1, "urchin"), s.hand(1, "mother"), s.hand(1, "troll")}
	k := s.hand(1, "krump")
	s.hand(0, "market-fluctuation")
	s.house("ekwidon")
	a := s.g.p[0].handSize() - 1
	s.play("market-fluctuation")
	s.choose("urchin")
	s.choose("mother")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Alice's hand", s.g.p[0].handSize(), a+3)
	for _, id := range his {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantZone(k, ZoneHand)
}

// Stir Up Trouble: "Play: Choose a creature and 1 of its neighbors. Each
// chosen creature deals damage equal to its power to the other."
func TestHandNStirUpTrouble(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"stir-up-trouble"}, []string{"troll", "krump", "bumpsy"})
	tr, k, b := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "bumpsy")
	s.hand(0, "stir-up-trouble")
	s.house("shadows")
	s.play("stir-up-trouble")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantDamage(tr, 6)
	s.wantZone(k, ZoneDiscard)
	s.wantDamage(b, 0)

	s = secondTurnScen(t, "shadows", []string{"stir-up-trouble"}, []string{"troll", "krump", "bumpsy"})
	tr, _, b = s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "bumpsy")
	s.hand(0, "stir-up-trouble")
	s.house("shadows")
	s.play("stir-up-trouble")
	s.wantRules(s.choose("troll", "bumpsy"), "effect-target") // not neighbors
	s.wantDamage(tr, 0)
	s.wantDamage(b, 0)
}

// Bog Spitter: "Skirmish. After Fight: Discard a random card from a
// player's hand. Scrap: If your opponent has 6A or more, steal 1A."
func TestHandNBogSpitter(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"bog-spitter"}, []string{"urchin", "mother"})
	s.creature(0, "bog-spitter")
	s.creature(1, "urchin")
	m := s.hand(1, "mother")
	s.house("untamed")
	s.fight("bog-spitter", "urchin")
	s.words("theirs")
	s.wantRules(s.choose("mother"), "")
	s.wantZone(m, ZoneDiscard)

	for _, tc := range []struct{ bob, alice int }{{6, 1}, {5, 0}} {
		s := secondTurnScen(t, "untamed", []string{"bog-spitter"}, nil)
		s.g.p[1].aember = tc.bob
		s.hand(0, "bog-spitter")
		s.house("untamed")
		s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "bog-spitter"}}), "")
		s.wantAember(0, tc.alice)
	}
}

// Red Skies: "Play: Move a friendly Skyborn creature to a flank and ready
// it. If a red key is forged, repeat the preceding effect."
func TestHandNRedSkies(t *testing.T) {
	for _, red := range []bool{false, true} {
		s := secondTurnScen(t, "skyborn", []string{"red-skies", "pirate-champion", "ripper-jack", "krump", "troll"}, nil)
		s.creature(0, "krump")
		p := s.creature(0, "pirate-champion")
		r := s.creature(0, "ripper-jack")
		s.creature(0, "troll")
		s.hjExhaust(p, r)
		s.g.p[1].keys[KeyRed-1] = red
		s.hand(0, "red-skies")
		s.house("skyborn")
		s.play("red-skies")
		out := s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "pirate-champion"}}, Words: []string{"left"}})
		if red {
			out = s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "ripper-jack"}}, Words: []string{"right"}})
		}
		s.wantRules(out, "")
		s.wantInt("Pirate Champion's place", indexOf(s.g.p[0].line, p), 0)
		s.hjWantFlag(p, flExhausted, false, "exhausted")
		s.hjWantFlag(r, flExhausted, !red, "exhausted")
		if red {
			s.wantInt("Ripper Jack's place", indexOf(s.g.p[0].line, r), 3)
		}
	}
}

// Retrotechnician Le: "If you are haunted, Retrotechnician Le enters play
// ready. After Reap: You may play a creature from your discard pile."
func TestHandNRetrotechnicianLe(t *testing.T) {
	for _, haunted := range []bool{true, false} {
		s := secondTurnScen(t, "staralliance", []string{"retrotechnician-le", "krump"}, nil)
		if haunted {
			s.hlHaunt(0)
		}
		s.hand(0, "retrotechnician-le")
		s.house("staralliance")
		s.play("retrotechnician-le")
		le := s.g.p[0].line[0]
		s.hjWantFlag(le, flExhausted, !haunted, "exhausted")
	}
	s := secondTurnScen(t, "staralliance", []string{"retrotechnician-le", "krump"}, nil)
	s.creature(0, "retrotechnician-le")
	k := s.hbDiscarded(0, "krump")
	s.house("staralliance")
	s.reap("retrotechnician-le")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneBattleline)
}

// Behold Its Grandeur: "Play: Gain 1A for each creature you control that
// shares a house with one or more of its neighbors, to a maximum of 4A."
func TestHandNBeholdItsGrandeur(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"behold-its-grandeur", "krump", "troll", "staunch-knight", "tocsin"}, []string{"urchin", "silvertooth"})
	s.creature(0, "krump")
	s.creature(0, "troll")
	s.creature(0, "staunch-knight")
	s.creature(0, "tocsin")
	s.creature(1, "urchin")
	s.creature(1, "silvertooth") // enemy: not counted
	s.hand(0, "behold-its-grandeur")
	s.house("keyraken")
	s.wantRules(s.play("behold-its-grandeur"), "")
	s.wantAember(0, 2)
}

// Edict of Conscription: "Action: Destroy Edict of Conscription. For the
// remainder of the turn, each friendly creature belongs to house Saurian."
func TestHandNEdictOfConscription(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"edict-of-conscription", "krump"}, []string{"troll"})
	e := s.artifact(0, "edict-of-conscription")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.house("saurian")
	s.wantRules(s.hbAction("edict-of-conscription"), "")
	s.wantZone(e, ZoneDiscard)
	s.wantInt("Krump is Saurian", hnB2i(s.g.houseOf(k) == "saurian"), 1)
	s.wantInt("Troll is Saurian", hnB2i(s.g.houseOf(tr) == "saurian"), 0)
	s.wantRules(s.reap("krump"), "")
	s.end()
	s.wantInt("Krump is Saurian next turn", hnB2i(s.g.houseOf(k) == "saurian"), 0)
}

// Grumpus Tamer: "Reap: Search your deck and discard pile for a War
// Grumpus, reveal it, and add it to your hand. Then, shuffle your deck."
func TestHandNGrumpusTamer(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"grumpus-tamer", "war-grumpus"}, nil)
	s.creature(0, "grumpus-tamer")
	s.house("brobnar")
	s.reap("grumpus-tamer")
	s.wantRules(s.choose("war-grumpus"), "")
	s.wantInt("War Grumpus in hand", s.hnInHand(0, "war-grumpus"), 1)
}

// Orb of Wonder: "Omni: Destroy Orb of Wonder. If you do, search your deck
// for a card and put it into your hand. Shuffle your deck."
func TestHandNOrbOfWonder(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"orb-of-wonder", "troll"}, nil)
	o := s.artifact(0, "orb-of-wonder")
	s.house("brobnar")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "orb-of-wonder"}})
	s.wantRules(s.choose("troll"), "")
	s.wantZone(o, ZoneDiscard)
	s.wantInt("Troll in hand", s.hnInHand(0, "troll"), 1)
}

// Jervi: "After Reap: Search your deck for a card and put it into your
// hand. Scrap: Archive a card from your discard pile."
func TestHandNJervi(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"jervi", "troll", "krump"}, nil)
	s.creature(0, "jervi")
	s.house("untamed")
	s.reap("jervi")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Troll in hand", s.hnInHand(0, "troll"), 1)

	s = secondTurnScen(t, "untamed", []string{"jervi", "troll", "krump"}, nil)
	k := s.hbDiscarded(0, "krump")
	s.hbDiscarded(0, "troll")
	s.hand(0, "jervi")
	s.house("untamed")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "jervi"}})
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneArchives)
}

// Governess Silvina: "Play: Move each A from a friendly creature to the
// most powerful enemy creature. Scrap: Stun 2 creatures with no A on
// them."
func TestHandNGovernessSilvina(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"governess-silvina", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.g.cards[k].aember = 3
	s.hand(0, "governess-silvina")
	s.house("saurian")
	s.play("governess-silvina")
	s.wantRules(s.choose("krump"), "")
	s.wantOnCard(k, 0)
	s.wantOnCard(tr, 3)

	s = secondTurnScen(t, "saurian", []string{"governess-silvina", "krump"}, []string{"troll", "urchin"})
	k = s.creature(0, "krump")
	tr = s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.g.cards[tr].aember = 1
	s.hand(0, "governess-silvina")
	s.house("saurian")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "governess-silvina"}})
	s.wantRules(s.choose("krump", "urchin"), "")
	s.hjWantFlag(k, flStunned, true, "stunned")
	s.hjWantFlag(u, flStunned, true, "stunned")
	s.hjWantFlag(tr, flStunned, false, "stunned")
}

// Cera Severa: "After Fight/After Reap: Capture 1A. Destroyed: Choose an
// enemy creature. Deal 1D to that creature for each A on Cera Severa."
func TestHandNCeraSevera(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"cera-severa"}, []string{"troll", "krump"})
	c := s.creature(0, "cera-severa")
	tr := s.creature(1, "troll")
	s.creature(1, "krump")
	s.g.p[1].aember = 4
	s.g.cards[c].aember = 2
	s.house("saurian")
	s.wantRules(s.reap("cera-severa"), "")
	s.wantOnCard(c, 3)
	s.wantAember(1, 3)
	s.hjDestroy("cera-severa")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 3)
}

// Cauterize Vitality: "Play: Destroy a creature or artifact. If you do,
// your opponent loses A equal to the number of bonus icons on the
// destroyed card."
func TestHandNCauterizeVitality(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"cauterize-vitality"}, []string{"heart-of-the-forest", "dust-pixie"})
	h := s.artifact(1, "heart-of-the-forest")
	d := s.creature(1, "dust-pixie")
	s.g.p[1].aember = 5
	s.hand(0, "cauterize-vitality")
	s.house("dis")
	s.play("cauterize-vitality")
	s.wantRules(s.choose("dust-pixie"), "")
	s.wantZone(d, ZoneDiscard)
	s.wantZone(h, ZoneArtifacts)
	s.wantAember(1, 3)
}

// Witch of the Dawn (evil twin): "Play: Destroy another friendly creature.
// If you do, play a different creature from your discard pile. Ready and
// use that creature."
func TestHandNWitchOfTheDawnEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"witch-of-the-dawn-evil-twin", "krump", "troll"}, nil)
	k := s.creature(0, "krump")
	tr := s.hbDiscarded(0, "troll")
	s.hand(0, "witch-of-the-dawn-evil-twin")
	s.house("untamed")
	s.play("witch-of-the-dawn-evil-twin")
	s.choose("krump")
	s.wantRules(s.choose("troll"), "") // no enemy creature: Troll reaps
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
	s.hjWantFlag(tr, flExhausted, true, "exhausted (it reaped)")
	s.wantAember(0, 1)
}

// Jayne the Bard: "After Reap: Deal 2D to an enemy creature. If that
// creature has A on it, repeat the preceding effect. Scrap: Exalt 2
// friendly creatures."
func TestHandNJayneTheBard(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"jayne-the-bard", "krump", "troll"}, []string{"troll", "valdr"})
	s.creature(0, "jayne-the-bard")
	tr, v := s.creature(1, "troll"), s.creature(1, "valdr")
	s.g.cards[tr].aember = 1
	s.house("sanctum")
	s.reap("jayne-the-bard")
	s.choose("troll") // it has A: again
	s.choose("troll")
	s.wantRules(s.choose("valdr"), "") // no A: done
	s.wantDamage(tr, 4)
	s.wantDamage(v, 2)

	s = secondTurnScen(t, "sanctum", []string{"jayne-the-bard", "krump", "troll", "valdr"}, nil)
	k, t2, v2 := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "valdr")
	s.hand(0, "jayne-the-bard")
	s.house("sanctum")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "jayne-the-bard"}})
	s.wantRules(s.choose("krump", "valdr"), "")
	s.wantOnCard(k, 1)
	s.wantOnCard(v2, 1)
	s.wantOnCard(t2, 0)
}

// Sunk Cost: "Play: Choose a house. Your opponent discards a random card
// from their hand. If that card belongs to the chosen house, make a token
// creature."
func TestHandNSunkCost(t *testing.T) {
	for _, tc := range []struct {
		house string
		want  int
	}{{"logos", 1}, {"shadows", 0}} {
		s := secondTurnScen(t, "unfathomable", []string{"sunk-cost", "cleric"}, []string{"mother"})
		s.hand(1, "mother")
		s.hand(0, "sunk-cost")
		s.house("unfathomable")
		s.play("sunk-cost")
		s.words(tc.house)
		s.wantRules(s.choose("mother"), "")
		s.wantInt("Alice's tokens after "+tc.house, len(s.g.p[0].line), tc.want)
	}
}

// Incarnation Pod: "Action: Choose a card in any discard pile and put it
// on the bottom of its owner’s deck. Scrap: Purge the bottom card from
// each player's deck."
func TestHandNIncarnationPod(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"incarnation-pod"}, []string{"troll"})
	s.artifact(0, "incarnation-pod")
	tr := s.hbDiscarded(1, "troll")
	s.house("ekwidon")
	deck := s.g.p[1].deckSize()
	s.hbAction("incarnation-pod")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck+1)
	s.wantInt("Troll in the discard pile", hnB2i(s.g.cards[tr].zone == ZoneDiscard), 0)

	s = secondTurnScen(t, "ekwidon", []string{"incarnation-pod"}, nil)
	s.hand(0, "incarnation-pod")
	s.house("ekwidon")
	da, db := s.g.p[0].deckSize(), s.g.p[1].deckSize()
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "incarnation-pod"}}), "")
	s.wantInt("Alice's purged", len(s.g.p[0].purged), 1)
	s.wantInt("Bob's purged", len(s.g.p[1].purged), 1)
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), da-1)
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), db-1)
}

// Rorag Screamer: "After Fight: Ready Rorag Screamer. Scrap: Choose a
// creature. For the remainder of the turn, that creature loses elusive
// and all of its armor."
func TestHandNRoragScreamer(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"rorag-screamer"}, []string{"urchin", "bumpsy"})
	r := s.creature(0, "rorag-screamer")
	s.creature(1, "urchin")
	b := s.creature(1, "bumpsy")
	s.house("brobnar")
	s.wantRules(s.fight("rorag-screamer", "bumpsy"), "")
	s.hjWantFlag(r, flExhausted, false, "exhausted")
	s.wantZone(b, ZoneDiscard)

	s = secondTurnScen(t, "brobnar", []string{"rorag-screamer"}, []string{"urchin", "staunch-knight"})
	u := s.creature(1, "urchin")
	k := s.creature(1, "staunch-knight")
	s.hand(0, "rorag-screamer")
	s.house("brobnar")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "rorag-screamer"}})
	s.wantRules(s.choose("staunch-knight"), "")
	s.wantInt("Staunch Knight's armor", s.g.armor(k), 0)
	s.wantInt("Urchin elusive", hnB2i(s.g.hasKeyword(u, Elusive)), 1)
	s.end()
	s.wantInt("Staunch Knight's armor next turn", s.g.armor(k), 2)
}

// Tomes Gigantica: "Play: Search your deck and discard pile for two halves
// of a gigantic creature, reveal them, and put them in your hand. Purge
// Tomes Gigantica."
func TestHandNTomesGigantica(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"tomes-gigantica", "ultra-gravitron", "ultra-gravitron2"}, nil)
	s.hand(0, "tomes-gigantica")
	s.house("dis")
	s.play("tomes-gigantica")
	s.wantRules(s.choose("ultra-gravitron", "ultra-gravitron2"), "")
	s.wantInt("top half in hand", s.hnInHand(0, "ultra-gravitron"), 1)
	s.wantInt("bottom half in hand", s.hnInHand(0, "ultra-gravitron2"), 1)
	s.wantInt("purged", len(s.g.p[0].purged), 1)
}

// Treok, The Wise: "After Reap: Choose a creature. Until the start of your
// next turn, that creature gains invulnerable."
func TestHandNTreokTheWise(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"treok-the-wise", "krump"}, nil)
	s.creature(0, "treok-the-wise")
	k := s.creature(0, "krump")
	s.house("brobnar")
	s.reap("treok-the-wise")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("invulnerable", hnB2i(s.g.hasKeyword(k, Invulnerable)), 1)
	s.end()
	s.wantInt("invulnerable on Bob's turn", hnB2i(s.g.hasKeyword(k, Invulnerable)), 1)
	s.end()
	s.wantInt("invulnerable on Alice's next turn", hnB2i(s.g.hasKeyword(k, Invulnerable)), 0)
}

// Dredge: "Play: For the remainder of the turn, each friendly creature
// gains: “After Reap: Return a card from your discard pile to the top of
// your deck.”"
func TestHandNDredge(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"dredge", "koriki-germinator", "troll", "krump"}, nil)
	s.creature(0, "koriki-germinator")
	tr := s.hbDiscarded(0, "troll")
	s.hbDiscarded(0, "krump")
	s.hand(0, "dredge")
	s.house("unfathomable")
	s.wantRules(s.play("dredge"), "")
	deck := s.g.p[0].deckSize()
	s.reap("koriki-germinator")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), deck+1)
	s.wantInt("Troll in the discard pile", hnB2i(s.g.cards[tr].zone == ZoneDiscard), 0)
}

// Empyrean Charge: "Play: Forge a key at +6A current cost, reduced by the
// total combined number of cards in both player’s archives. Discard each
// player’s archives."
func TestHandNEmpyreanCharge(t *testing.T) {
	for _, tc := range []struct {
		archived, keys int
	}{{4, 1}, {3, 0}} {
		s := secondTurnScen(t, "logos", []string{"empyrean-charge", "troll", "krump"}, []string{"urchin", "mother", "miasma"})
		ids := []string{"urchin", "mother", "miasma"}[:tc.archived-1]
		for _, id := range ids {
			s.g.put(s.take(1, id), ZoneArchives)
		}
		s.g.put(s.take(0, "troll"), ZoneArchives)
		s.hand(0, "empyrean-charge")
		s.house("logos")
		s.g.p[0].aember = 7 // 8 with the card's bonus: a key at 6+6-4
		s.wantRules(s.play("empyrean-charge"), "")
		s.wantInt("Alice's keys", s.g.p[0].keyCount(), tc.keys)
		s.wantInt("archives", s.g.p[0].archiveSize()+s.g.p[1].archiveSize(), 0)
	}
}

// C.R. Officer Hawkins: "Play: Gain 1A (evil twin: your opponent loses 1A)
// for each of its non-Star Alliance neighbors."
func TestHandNCROfficerHawkins(t *testing.T) {
	for _, id := range []string{"cr-officer-hawkins", "cr-officer-hawkins-evil-twin"} {
		s := secondTurnScen(t, "staralliance", []string{id, "krump", "precision-striker"}, nil)
		s.creature(0, "krump")
		s.creature(0, "precision-striker") // Star Alliance
		s.g.p[1].aember = 5
		s.hand(0, id)
		s.house("staralliance")
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: id}, Flank: FlankAt, Pos: 1}), "")
		if id == "cr-officer-hawkins" {
			s.wantAember(0, 1)
			s.wantAember(1, 5)
		} else {
			s.wantAember(0, 0)
			s.wantAember(1, 4)
		}
	}
}

// Game Changer: "Each friendly Ekwidon creature cannot reap and gains,
// “Action: Steal 1A.”"
func TestHandNGameChanger(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"game-changer", "belligerent-guard"}, []string{"belligerent-guard"})
	s.creature(0, "game-changer")
	s.creature(0, "belligerent-guard")
	s.creature(1, "belligerent-guard")
	s.g.p[1].aember = 3
	s.house("ekwidon")
	s.wantRules(s.reap("game-changer"), "restricted")
	s.wantRules(s.hbAction("belligerent-guard"), "")
	s.wantAember(1, 2)
}

// Quintrino Warp: "Play: Choose a friendly creature and an enemy creature.
// Destroy those creatures and each creature that shares a house with
// either of them. Gain 1 chain."
func TestHandNQuintrinoWarp(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"quintrino-warp", "krump", "tocsin", "troll"}, []string{"urchin", "mother", "silvertooth"})
	k, to, tr := s.creature(0, "krump"), s.creature(0, "tocsin"), s.creature(0, "troll")
	u, m, st := s.creature(1, "urchin"), s.creature(1, "mother"), s.creature(1, "silvertooth")
	s.hand(0, "quintrino-warp")
	s.house("staralliance")
	s.play("quintrino-warp")
	s.wantRules(s.choose("krump", "urchin"), "")
	for _, id := range []int16{k, tr, u, st} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantZone(to, ZoneBattleline)
	s.wantZone(m, ZoneBattleline)
	s.wantInt("chains", s.g.p[0].chains, 1)
}

// Legendary Keyraken: "Legendary Keyraken gets +5 power for each forged
// key you have. After Reap: Forge a key at +6A current cost, reduced by 1A
// for each friendly Tentacle in play."
func TestHandNLegendaryKeyraken(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"legendary-keyraken", "tentacle-probe", "tentacle-probe"}, nil)
	l := s.creature(0, "legendary-keyraken")
	s.creature(0, "tentacle-probe")
	s.creature(0, "tentacle-probe")
	s.g.p[0].keys[0] = true
	s.wantInt("power", s.g.power(l), 15)
	s.house("keyraken")
	s.g.p[0].aember = 9 // 10 after the reap: a key at 6+6-2
	s.wantRules(s.reap("legendary-keyraken"), "")
	s.wantInt("keys", s.g.p[0].keyCount(), 2)
	s.wantAember(0, 0)
	s.wantInt("power with two keys", s.g.power(l), 20)
}

// Harmonia: "After you play a creature, if there are more enemy creatures
// than friendly creatures, gain 1A."
func TestHandNHarmonia(t *testing.T) {
	for _, tc := range []struct {
		enemies, want int
	}{{3, 1}, {2, 0}} {
		s := secondTurnScen(t, "untamed", []string{"harmonia", "hunting-witch"}, []string{"urchin", "silvertooth", "mother"})
		s.creature(0, "harmonia")
		for _, id := range []string{"urchin", "silvertooth", "mother"}[:tc.enemies] {
			s.creature(1, id)
		}
		s.hand(0, "hunting-witch")
		s.house("untamed")
		s.wantRules(s.play("hunting-witch"), "")
		s.wantAember(0, tc.want)
	}
}

// Sound the Horns: "Play: Discard cards from the top of your deck until
// you either discard a Brobnar creature or run out of cards. If you
// discarded a Brobnar creature this way, put it into your hand."
func TestHandNSoundTheHorns(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"sound-the-horns", "anger", "tocsin", "krump"}, nil)
	s.hand(0, "sound-the-horns")
	s.house("brobnar")
	s.play("sound-the-horns")
	s.choose("anger")  // a Brobnar action: go on
	s.choose("tocsin") // a Dis creature: go on
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Krump in hand", s.hnInHand(0, "krump"), 1)
	s.wantInt("discards", len(s.g.p[0].discard), 3) // Anger, Tocsin and the card
}

// Vĕsted Harŏld: "Scrap: Choose a friendly creature and an enemy creature.
// Put each chosen creature into its owner's archives."
func TestHandNVestedHarold(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"vĕsted-harŏld", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "vĕsted-harŏld")
	s.house("ekwidon")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "vĕsted-harŏld"}})
	s.wantRules(s.choose("troll"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(tr, ZoneArchives)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
}

// Qyxxlyxx Grave Master: "Play: Purge a creature from a discard pile. Deal
// 2D to each creature that shares one or more traits with the purged
// creature. Destroyed: If you are haunted, archive Qyxxlyxx Grave Master."
func TestHandNQyxxlyxxGraveMaster(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"qyxxlyxx-grave-master", "troll"}, []string{"zorg", "green-aeronaut", "yandylinx", "desire"})
	z := s.hbDiscarded(1, "zorg")
	g := s.creature(1, "green-aeronaut")
	d := s.creature(1, "desire")
	s.hand(0, "qyxxlyxx-grave-master")
	s.house("mars")
	s.play("qyxxlyxx-grave-master")
	s.wantRules(s.choose("zorg"), "")
	s.wantZone(z, ZonePurged)
	s.wantDamage(g, 2) // Martian
	s.wantDamage(d, 0)

	for _, haunted := range []bool{true, false} {
		s := secondTurnScen(t, "mars", []string{"qyxxlyxx-grave-master"}, nil)
		q := s.creature(0, "qyxxlyxx-grave-master")
		if haunted {
			s.hlHaunt(0)
		}
		s.house("mars")
		s.hjDestroy("qyxxlyxx-grave-master")
		s.wantZone(q, map[bool]Zone{true: ZoneArchives, false: ZoneDiscard}[haunted])
	}
}

// Saurus Rex: "After Fight/After Reap: If Saurus Rex is in the center of
// your battleline, you may exalt it. If you do, search your deck for a
// Saurian card, reveal it, and put it into your hand. Shuffle your deck."
func TestHandNSaurusRex(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"saurus-rex", "krump", "troll", "city-state-interest"}, nil)
	s.creature(0, "krump")
	r := s.creature(0, "saurus-rex")
	s.creature(0, "troll")
	s.house("saurian")
	s.reap("saurus-rex")
	s.words("yes")
	s.wantRules(s.choose("city-state-interest"), "")
	s.wantOnCard(r, 1)
	s.wantInt("in hand", s.hnInHand(0, "city-state-interest"), 1)

	s = secondTurnScen(t, "saurian", []string{"saurus-rex", "krump"}, nil)
	s.creature(0, "krump")
	r = s.creature(0, "saurus-rex") // on a flank
	s.house("saurian")
	s.wantRules(s.reap("saurus-rex"), "")
	s.wantOnCard(r, 0)
}

// Belcher: "Action: Discard cards from the top of your deck until you
// discard a creature or run out of cards. If you discarded a creature this
// way, deal D equal to the discarded creature’s power to an enemy
// creature."
func TestHandNBelcher(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"belcher", "anger", "bumpsy"}, []string{"troll", "urchin"})
	s.artifact(0, "belcher")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.house("brobnar")
	s.hbAction("belcher")
	s.choose("anger")
	s.choose("bumpsy")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 5)
}

// Vespilon Theorist: "After Reap: Choose a house. Reveal the top card of
// your deck. If it is of that house, archive it and gain 1A. Otherwise,
// discard it."
func TestHandNVespilonTheorist(t *testing.T) {
	for _, tc := range []struct {
		house string
		zone  Zone
		want  int
	}{{"brobnar", ZoneArchives, 2}, {"logos", ZoneDiscard, 1}} {
		s := secondTurnScen(t, "logos", []string{"vespilon-theorist", "krump"}, nil)
		s.creature(0, "vespilon-theorist")
		s.house("logos")
		s.reap("vespilon-theorist")
		s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{tc.house}, Cards: []CardRef{{ID: "krump"}}}), "")
		s.wantAember(0, tc.want)
		n := 0
		for i := range s.g.cards {
			if s.g.def(int16(i)).ID == "krump" && s.g.cards[i].zone == tc.zone {
				n++
			}
		}
		s.wantInt("Krump in "+tc.zone.String(), n, 1)
	}
}

// Grand Alliance Council: "Play: Choose a creature of each house. Destroy
// each creature not chosen."
func TestHandNGrandAllianceCouncil(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"grand-alliance-council", "krump", "troll", "tocsin"}, []string{"urchin", "silvertooth", "bumpsy"})
	k, tr, to := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "tocsin")
	u, st, b := s.creature(1, "urchin"), s.creature(1, "silvertooth"), s.creature(1, "bumpsy")
	s.hand(0, "grand-alliance-council")
	s.house("staralliance")
	s.play("grand-alliance-council")
	s.wantRules(s.choose("troll", "silvertooth"), "")
	for _, id := range []int16{k, u, b} {
		s.wantZone(id, ZoneDiscard)
	}
	for _, id := range []int16{tr, st, to} { // Tocsin: the only Dis creature
		s.wantZone(id, ZoneBattleline)
	}
}

// Selective Preservation: "Play: Choose a creature of each power value.
// Destroy each creature not chosen."
func TestHandNSelectivePreservation(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"selective-preservation", "krump", "valdr", "troll"}, []string{"urchin", "dust-pixie"})
	k, v, tr := s.creature(0, "krump"), s.creature(0, "valdr"), s.creature(0, "troll")
	u, bp := s.creature(1, "urchin"), s.creature(1, "dust-pixie")
	s.hand(0, "selective-preservation")
	s.house("staralliance")
	s.play("selective-preservation")
	s.wantRules(s.choose("valdr", "urchin"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(bp, ZoneDiscard)
	s.wantZone(v, ZoneBattleline)
	s.wantZone(u, ZoneBattleline)
	s.wantZone(tr, ZoneBattleline)
}

// Chaos Portal: "Action: Choose a house. Reveal the top card of your deck.
// If it is of that house, play it."
func TestHandNChaosPortal(t *testing.T) {
	for _, tc := range []struct {
		house string
		line  int
	}{{"brobnar", 1}, {"logos", 0}} {
		s := secondTurnScen(t, "logos", []string{"chaos-portal", "krump"}, nil)
		s.artifact(0, "chaos-portal")
		s.house("logos")
		s.hbAction("chaos-portal")
		s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{tc.house}, Cards: []CardRef{{ID: "krump"}}}), "")
		s.wantInt("Alice's creatures after "+tc.house, len(s.g.p[0].line), tc.line)
	}
}

// Wormhole Technician: "After Reap: Reveal the top card of your deck. If
// it is a Logos card, play it. Otherwise, archive it."
func TestHandNWormholeTechnician(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"wormhole-technician", "mother"}, nil)
	s.creature(0, "wormhole-technician")
	s.house("logos")
	s.reap("wormhole-technician")
	s.wantRules(s.choose("mother"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)

	s = secondTurnScen(t, "logos", []string{"wormhole-technician", "krump"}, nil)
	s.creature(0, "wormhole-technician")
	s.house("logos")
	s.reap("wormhole-technician")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 1)
}

// Build Your Champion: "Play: Search your deck and discard pile for two
// halves of a gigantic creature, reveal them, and archive them."
func TestHandNBuildYourChampion(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"build-your-champion", "ultra-gravitron", "ultra-gravitron2"}, nil)
	s.hbDiscarded(0, "ultra-gravitron2")
	s.hand(0, "build-your-champion")
	s.house("logos")
	s.play("build-your-champion")
	s.wantRules(s.choose("ultra-gravitron", "ultra-gravitron2"), "")
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 2)
	s.wantInt("top half in hand", s.hnInHand(0, "ultra-gravitron"), 0)
}

// Help From Another Self: "Play: Search your deck and discard pile for a
// Variant creature, reveal it, and put it into your hand."
func TestHandNHelpFromAnotherSelf(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"help-from-another-self", "troll"}, nil)
	s.hand(0, "help-from-another-self")
	s.house("brobnar")
	s.play("help-from-another-self")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Troll in hand", s.hnInHand(0, "troll"), 1)
}

// Flint’s Map: "Omni: Search your deck and discard pile for Flint’s
// Legend, Flint’s Stash, or Treasure Island, reveal the card and archive
// it."
func TestHandNFlintsMap(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"flint-s-map", "flint-s-stash"}, nil)
	s.artifact(0, "flint-s-map")
	s.house("skyborn")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "flint-s-map"}})
	s.wantRules(s.choose("flint-s-stash"), "")
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 1)
}

// Call of Need: "Play: Search your deck for a card and discard it."
func TestHandNCallOfNeed(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"call-of-need", "troll"}, nil)
	s.hand(0, "call-of-need")
	s.house("geistoid")
	s.play("call-of-need")
	s.wantRules(s.choose("troll"), "")
	n := 0
	for _, id := range s.g.p[0].discard {
		n += hnB2i(s.g.def(id).ID == "troll")
	}
	s.wantInt("Troll discarded", n, 1)
	s.wantInt("Troll in hand", s.hnInHand(0, "troll"), 0)
}

// Summoned Counsel: "After Reap: Choose a card in your discard pile or a
// purged card you own. Shuffle the chosen card into your deck."
func TestHandNSummonedCounsel(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"summoned-counsel", "troll", "krump"}, nil)
	s.creature(0, "summoned-counsel")
	s.hbDiscarded(0, "krump")
	tr := s.take(0, "troll")
	s.g.put(tr, ZonePurged)
	s.house("geistoid")
	deck := s.g.p[0].deckSize()
	s.reap("summoned-counsel")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("deck", s.g.p[0].deckSize(), deck+1)
	s.wantInt("purged", len(s.g.p[0].purged), 0)
	s.wantInt("discard", len(s.g.p[0].discard), 1)
}

// Abyssal Sight: "Play: Destroy a friendly creature. If you do, look at
// your opponent’s hand and choose a card from it. That player discards
// that card."
func TestHandNAbyssalSight(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"abyssal-sight", "krump"}, []string{"troll", "mother"})
	k := s.creature(0, "krump")
	tr := s.hand(1, "troll")
	s.hand(1, "mother")
	s.hand(0, "abyssal-sight")
	s.house("unfathomable")
	s.play("abyssal-sight")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)

	s = secondTurnScen(t, "unfathomable", []string{"abyssal-sight"}, []string{"troll"})
	tr = s.hand(1, "troll")
	s.hand(0, "abyssal-sight")
	s.house("unfathomable")
	s.wantRules(s.play("abyssal-sight"), "") // no friendly creature
	s.wantZone(tr, ZoneHand)
}

// Ortannu the Chained: "Reap: Return each copy of Ortannu’s Binding from
// your discard pile to your hand. For each one returned this way, deal 2D
// to a creature, with 2D splash."
func TestHandNOrtannuTheChained(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"ortannu-the-chained", "ortannu-s-binding", "ortannu-s-binding"}, []string{"troll", "krump", "valdr"})
	s.creature(0, "ortannu-the-chained")
	s.hbDiscarded(0, "ortannu-s-binding")
	s.hbDiscarded(0, "ortannu-s-binding")
	tr, k, v := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "valdr")
	s.house("dis")
	s.reap("ortannu-the-chained")
	s.choose("krump")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("bindings in hand", s.hnInHand(0, "ortannu-s-binding"), 2)
	s.wantDamage(tr, 4) // two splashes
	s.wantDamage(k, 4)
	s.wantDamage(v, 4)
}

// Nightmare Inducer: "Action: Choose a card in your opponent's discard
// pile. Exhaust each enemy creature that shares a house with that card.
// Put that card on the bottom of your opponent’s deck."
func TestHandNNightmareInducer(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"nightmare-inducer"}, []string{"miasma", "urchin", "mother", "silvertooth"})
	s.artifact(0, "nightmare-inducer")
	m := s.hbDiscarded(1, "miasma")
	u, mo, st := s.creature(1, "urchin"), s.creature(1, "mother"), s.creature(1, "silvertooth")
	s.house("unfathomable")
	deck := s.g.p[1].deckSize()
	s.hbAction("nightmare-inducer")
	s.wantRules(s.choose("miasma"), "")
	s.hjWantFlag(u, flExhausted, true, "exhausted")
	s.hjWantFlag(st, flExhausted, true, "exhausted")
	s.hjWantFlag(mo, flExhausted, false, "exhausted")
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck+1)
	s.wantInt("Miasma in the discard pile", hnB2i(s.g.cards[m].zone == ZoneDiscard), 0)
}

// Primordial Vault: "At the start of your turn, make a Cultist. Action:
// Destroy 4 friendly Cultists. If you do, search your deck and discard
// pile for Tangaika, reveal it, add it to your hand, and shuffle your
// deck."
func TestHandNPrimordialVault(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"primordial-vault", "tangaika", "tangaika", "tangaika", "tangaika", "tangaika"}, nil)
	s.artifact(0, "primordial-vault")
	s.end()
	s.end() // Alice's next turn: a Cultist
	if s.wantInt("Alice's creatures", len(s.g.p[0].line), 1); len(s.g.p[0].line) == 1 {
		s.wantInt("a Cultist", hnB2i(s.g.def(s.g.p[0].line[0]).ID == "cultist"), 1)
	}
	for range 3 {
		s.g.makeToken(0, CardRef{ID: "cultist"})
	}
	s.house("unfathomable")
	s.hbAction("primordial-vault")
	s.wantRules(s.choose("tangaika"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 0)
	s.wantInt("Tangaika in hand", s.hnInHand(0, "tangaika"), 1)
}

// Blypyp: "After Reap: The next Mars creature you play this turn enters
// play ready."
func TestHandNBlypyp(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"blypyp", "zorg", "green-aeronaut"}, nil)
	s.creature(0, "blypyp")
	s.hand(0, "zorg")
	s.hand(0, "green-aeronaut")
	s.house("mars")
	s.wantRules(s.reap("blypyp"), "")
	s.play("zorg")
	s.play("green-aeronaut")
	line := s.g.p[0].line
	s.hjWantFlag(line[1], flExhausted, false, "exhausted (the next Mars creature)")
	s.hjWantFlag(line[2], flExhausted, true, "exhausted (the one after)")
}

// Katha the Wise: "Omni: You may play an Untamed creature from your hand."
func TestHandNKathaTheWise(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"katha-the-wise", "hunting-witch"}, nil)
	s.creature(0, "katha-the-wise")
	w := s.hand(0, "hunting-witch")
	s.house("brobnar")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "katha-the-wise"}})
	s.wantRules(s.choose("hunting-witch"), "")
	s.wantZone(w, ZoneBattleline)
}

// Together!: "Play: You may play a non-Star Alliance card. If the tide is
// high, you may play another non-Star Alliance card."
func TestHandNTogether(t *testing.T) {
	for _, high := range []bool{false, true} {
		s := secondTurnScen(t, "staralliance", []string{"together", "krump", "troll"}, nil)
		k, tr := s.hand(0, "krump"), s.hand(0, "troll")
		s.g.p[0].tide = high
		s.hand(0, "together")
		s.house("staralliance")
		s.play("together")
		out := s.choose("krump")
		if high {
			out = s.choose("troll")
		}
		s.wantRules(out, "")
		s.wantZone(k, ZoneBattleline)
		s.wantZone(tr, map[bool]Zone{true: ZoneBattleline, false: ZoneHand}[high])
	}
}

// LCdr. Trigon: "After Reap: Discard the top card of your deck. Resolve
// that card’s bonus icons as if you had played it."
func TestHandNLCdrTrigon(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"lcdr-trigon", "anger"}, nil)
	s.creature(0, "lcdr-trigon")
	s.house("staralliance")
	s.reap("lcdr-trigon")
	s.wantRules(s.choose("anger"), "")
	s.wantAember(0, 2) // the reap and Anger's icon
}

// Manifestation: "Play: Choose a card in a haunted player’s discard pile.
// Resolve its bonus icons as if you had played it."
func TestHandNManifestation(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"manifestation"}, nil)
	s.hlHaunt(1) // ten Dust Pixies: 2A each
	s.hand(0, "manifestation")
	s.house("geistoid")
	s.play("manifestation")
	s.wantRules(s.choose("dust-pixie"), "")
	s.wantAember(0, 1+2)
}

// Consult the Bones: "Play: Discard the top card of each player’s deck.
// For each card discarded this way, resolve its bonus icons as if you had
// played it."
func TestHandNConsultTheBones(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"consult-the-bones", "anger"}, []string{"miasma"})
	s.hand(0, "consult-the-bones")
	s.house("untamed")
	s.play("consult-the-bones")
	s.choose("anger")
	s.wantRules(s.choose("miasma"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 0)
}

// Recreational Jettison: "Play: Discard a card. Resolve its bonus icons as
// if you had played it. If a yellow key is forged, repeat the preceding
// effect."
func TestHandNRecreationalJettison(t *testing.T) {
	for _, yellow := range []bool{false, true} {
		s := secondTurnScen(t, "skyborn", []string{"recreational-jettison", "anger", "lights-out"}, nil)
		s.hand(0, "anger")
		s.hand(0, "lights-out")
		s.g.p[1].keys[KeyYellow-1] = yellow
		s.hand(0, "recreational-jettison")
		s.house("skyborn")
		s.play("recreational-jettison")
		out := s.choose("anger")
		want := 2
		if yellow {
			out = s.choose("lights-out")
			want = 3
		}
		s.wantRules(out, "")
		s.wantAember(0, want)
	}
}

// Xeno-Knight (Xeno-Thief, Techno-Alien): "After Fight: Look at the top 3
// cards of your deck. Put 1 into your hand and 1 on the bottom of your
// deck."
func TestHandNXenoKnight(t *testing.T) {
	for _, id := range []string{"xeno-knight", "xeno-thief", "techno-alien"} {
		h := testCards[id].House
		s := secondTurnScen(t, h, []string{id, "troll", "krump"}, []string{"silvertooth"})
		s.creature(0, id)
		s.creature(1, "silvertooth")
		s.house(h)
		deck := s.g.p[0].deckSize()
		s.fight(id, "silvertooth")
		s.wantRules(s.choose("troll", "krump"), "")
		s.wantInt(id+": Troll in hand", s.hnInHand(0, "troll"), 1)
		s.wantInt(id+": deck", s.g.p[0].deckSize(), deck-1)
	}
}

// Techno-Alien: "After Reap: Discard a card from your hand. If you do, draw
// a card."
func TestHandNTechnoAlienReap(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"techno-alien", "anger"}, nil)
	s.creature(0, "techno-alien")
	a := s.hand(0, "anger")
	s.house("staralliance")
	h := s.g.p[0].handSize()
	s.reap("techno-alien")
	s.wantRules(s.choose("anger"), "")
	s.wantZone(a, ZoneDiscard)
	s.wantInt("hand", s.g.p[0].handSize(), h)
}

// Drawn Down: "Play: Look at the top 3 cards of your opponent’s deck.
// Discard 1, put 1 on the bottom of their deck, and put 1 on top of their
// deck."
func TestHandNDrawnDown(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"drawn-down"}, []string{"urchin", "mother", "troll"})
	s.hand(0, "drawn-down")
	s.house("unfathomable")
	deck := s.g.p[1].deckSize()
	s.play("drawn-down")
	s.wantRules(s.choose("urchin", "mother", "troll"), "")
	d := s.g.p[1].discard
	s.wantInt("Urchin discarded", hnB2i(len(d) == 1 && s.g.def(d[0]).ID == "urchin"), 1)
	top := s.g.p[1].deckTop
	s.wantInt("Troll on top", hnB2i(len(top) > 0 && s.g.def(top[len(top)-1]).ID == "troll"), 1)
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck-1)
}

// Emergence: "Play: Search your deck and discard pile for a friendly
// Keyraken creature and play it."
func TestHandNEmergence(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"emergence", "legendary-keyraken"}, nil)
	s.hand(0, "emergence")
	s.house("keyraken")
	s.play("emergence")
	s.wantRules(s.choose("legendary-keyraken"), "")
	if s.wantInt("Alice's creatures", len(s.g.p[0].line), 1); len(s.g.p[0].line) == 1 {
		s.wantInt("Legendary Keyraken", hnB2i(s.g.def(s.g.p[0].line[0]).ID == "legendary-keyraken"), 1)
	}
}

// Mercurial Wormhole: "Play: Play the top card of your deck. That card’s
// house becomes your active house."
func TestHandNMercurialWormhole(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"mercurial-wormhole", "krump"}, nil)
	s.hand(0, "mercurial-wormhole")
	s.house("logos")
	s.play("mercurial-wormhole")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
	s.wantInt("active house is Brobnar", hnB2i(s.g.ActiveHouse() == "brobnar"), 1)
}

// Prof. Garwynne (evil twin): "Skirmish. Fight: You may choose a card in
// your archives and put it into your hand."
func TestHandNProfGarwynneEvilTwin(t *testing.T) {
	for _, take := range []bool{true, false} {
		s := secondTurnScen(t, "logos", []string{"prof-garwynne-evil-twin", "troll"}, []string{"silvertooth"})
		s.creature(0, "prof-garwynne-evil-twin")
		tr := s.take(0, "troll")
		s.g.put(tr, ZoneArchives)
		s.creature(1, "silvertooth")
		s.house("logos")
		s.fight("prof-garwynne-evil-twin", "silvertooth")
		if take {
			s.wantRules(s.choose("troll"), "")
			s.wantZone(tr, ZoneHand)
		} else {
			s.wantRules(s.words("no"), "")
			s.wantZone(tr, ZoneArchives)
		}
	}
}

// Porter Cilla: "After Reap: Put a random card from your opponent’s hand
// on top of their deck."
func TestHandNPorterCilla(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"porter-cilla"}, []string{"troll", "krump"})
	s.creature(0, "porter-cilla")
	tr := s.hand(1, "troll")
	k := s.hand(1, "krump")
	s.house("shadows")
	h := s.g.p[1].handSize()
	s.reap("porter-cilla")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Bob's hand", s.g.p[1].handSize(), h-1)
	top := s.g.p[1].deckTop
	s.wantInt("Troll on top", hnB2i(len(top) > 0 && top[len(top)-1] == tr), 1)
	s.wantZone(k, ZoneHand)

	s = secondTurnScen(t, "shadows", []string{"porter-cilla"}, []string{"troll"})
	s.creature(0, "porter-cilla")
	s.house("shadows")
	h = s.g.p[1].handSize()
	s.reap("porter-cilla")
	s.wantRules(s.end(), "") // unnamed: an unseen card goes back
	s.wantInt("Bob's hand after the turn", s.g.p[1].handSize(), h-1)
}

// Marketeer: "While your blue key is forged, Marketeer gains, “Action: Gain
// 2A. Destroy Marketeer.”"
func TestHandNMarketeer(t *testing.T) {
	for _, blue := range []bool{true, false} {
		s := secondTurnScen(t, "skyborn", []string{"marketeer"}, nil)
		m := s.creature(0, "marketeer")
		s.g.p[0].keys[KeyBlue-1] = blue
		s.g.p[1].keys[KeyBlue-1] = !blue // the opponent's does not count
		s.house("skyborn")
		s.hbAction("marketeer")
		if blue {
			s.wantAember(0, 2)
			s.wantInt("Marketeer in play", hnB2i(s.g.cards[m].zone == ZoneBattleline), 0)
		} else {
			s.wantAember(0, 0)
			s.wantZone(m, ZoneBattleline)
		}
	}
}

// Strange Ordination: "Play only if the tide is high."
func TestHandNStrangeOrdination(t *testing.T) {
	for _, high := range []bool{true, false} {
		s := secondTurnScen(t, "sanctum", []string{"strange-ordination"}, nil)
		s.g.p[0].tide = high
		s.hand(0, "strange-ordination")
		s.house("sanctum")
		s.wantRules(s.play("strange-ordination"), map[bool]string{true: "", false: "restricted"}[high])
	}
}

// Swallow Whole: "Play only if the tide is high. Play: Choose 2
// creatures. Purge the chosen creature with the lowest power and give +1
// power counters equal to its power to the other chosen creature."
func TestHandNSwallowWhole(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"swallow-whole", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.p[0].tide = true
	s.hand(0, "swallow-whole")
	s.house("saurian")
	s.play("swallow-whole")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantZone(k, ZonePurged)
	s.wantInt("Troll's power", s.g.power(tr), 8+6)

	s = secondTurnScen(t, "saurian", []string{"swallow-whole"}, nil)
	s.hand(0, "swallow-whole")
	s.house("saurian")
	s.wantRules(s.play("swallow-whole"), "restricted") // the tide is not high
}

// Valoocanth: "While the tide is low, Valoocanth cannot be used.
// Fight/Reap: Exhaust an enemy creature and each of its neighbors."
func TestHandNValoocanth(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"valoocanth"}, []string{"troll", "krump", "valdr", "bumpsy"})
	s.creature(0, "valoocanth")
	tr, k, v, b := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "valdr"), s.creature(1, "bumpsy")
	s.house("brobnar")
	s.reap("valoocanth")
	s.wantRules(s.choose("krump"), "")
	for _, id := range []int16{tr, k, v} {
		s.hjWantFlag(id, flExhausted, true, "exhausted")
	}
	s.hjWantFlag(b, flExhausted, false, "exhausted")

	s = secondTurnScen(t, "brobnar", []string{"valoocanth"}, nil)
	s.creature(0, "valoocanth")
	s.g.p[1].tide = true // low for Alice
	s.house("brobnar")
	s.wantRules(s.reap("valoocanth"), "restricted")
}

// Zephon the Opulent: "Zephon the Opulent cannot be used unless there are
// 2 or more friendly token creatures in play. Play: Make 2 token
// creatures. After Reap: Gain 2A."
func TestHandNZephonTheOpulent(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"zephon-the-opulent", "cleric"}, nil)
	s.hand(0, "zephon-the-opulent")
	s.house("sanctum")
	s.wantRules(s.play("zephon-the-opulent"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 3)
	z := s.g.p[0].line[0]
	s.g.cards[z].flags &^= flExhausted
	s.wantRules(s.reap("zephon-the-opulent"), "")
	s.wantAember(0, 3) // the reap and its ability

	s = secondTurnScen(t, "sanctum", []string{"zephon-the-opulent", "cleric"}, nil)
	s.creature(0, "zephon-the-opulent")
	s.g.makeToken(0, CardRef{ID: "cleric"}) // one token only
	s.house("sanctum")
	s.wantRules(s.reap("zephon-the-opulent"), "restricted")
}

// Elite Disruptzord: "Creatures more powerful than Elite Disruptzord
// cannot be played."
func TestHandNEliteDisruptzord(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"troll", "krump"}, []string{"elite-disruptzord"})
	s.creature(1, "elite-disruptzord")
	s.hand(0, "troll")
	s.hand(0, "krump")
	s.house("brobnar")
	s.wantRules(s.play("krump"), "") // 6: not more powerful
	s.wantRules(s.play("troll"), "restricted")
}

// Phobivore: "This creature gains “While you are haunted, this creature
// cannot be used.”"
func TestHandNPhobivore(t *testing.T) {
	for _, haunted := range []bool{true, false} {
		s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"phobivore"})
		k := s.creature(0, "krump")
		s.hjAttach(1, "phobivore", k)
		if haunted {
			s.hlHaunt(0)
		}
		s.house("brobnar")
		s.wantRules(s.reap("krump"), map[bool]string{true: "restricted", false: ""}[haunted])
	}
}

// Etan’s Jar: "Play: Name a card. Until Etan’s Jar leaves play, cards with
// that name cannot be played."
func TestHandNEtansJar(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"etan-s-jar"}, []string{"urchin", "urchin", "silvertooth"})
	s.hand(0, "etan-s-jar")
	s.hand(1, "urchin")
	s.hand(1, "silvertooth")
	s.house("dis")
	s.play("etan-s-jar")
	s.wantRules(s.choose("urchin"), "")
	s.end()
	s.house("shadows")
	s.wantRules(s.play("silvertooth"), "")
	s.wantRules(s.play("urchin"), "restricted")
	s.hjDestroy("etan-s-jar")
	s.hand(1, "urchin")
	s.wantRules(s.play("urchin"), "")
}

// Holo-Camo: "While this creature is ready, it cannot be dealt damage."
func TestHandNHoloCamo(t *testing.T) {
	for _, ready := range []bool{true, false} {
		s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"troll", "holo-camo"})
		k := s.creature(0, "krump")
		tr := s.creature(1, "troll")
		s.hjAttach(1, "holo-camo", tr)
		if !ready {
			s.hjExhaust(tr)
		}
		s.house("brobnar")
		s.fight("krump", "troll")
		s.wantDamage(tr, map[bool]int{true: 0, false: 6}[ready])
		s.wantZone(k, ZoneDiscard)
	}
}

// Thoughtswim: "This creature gains, “While your opponent is haunted, this
// creature cannot be dealt damage.”"
func TestHandNThoughtswim(t *testing.T) {
	for _, haunted := range []bool{true, false} {
		s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"troll", "thoughtswim"})
		s.creature(0, "krump")
		tr := s.creature(1, "troll")
		s.hjAttach(1, "thoughtswim", tr)
		if haunted {
			s.hlHaunt(0) // Alice is Bob's opponent
		}
		s.hlHaunt(1) // Bob's own haunting does not count
		s.house("brobnar")
		s.fight("krump", "troll")
		s.wantDamage(tr, map[bool]int{true: 0, false: 6}[haunted])
	}
}

// Discombobulator: "This creature gains, “Your A cannot be stolen.”"
func TestHandNDiscombobulator(t *testing.T) {
	for _, tc := range []struct {
		name       string
		on         int8 // whose creature wears it
		bob, alice int
	}{{"on Bob's creature", 1, 4, 0}, {"on Alice's creature", 0, 3, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"urchin", "krump", "discombobulator"}, []string{"troll"})
			c := s.creature(tc.on, map[int8]string{0: "krump", 1: "troll"}[tc.on])
			s.hjAttach(0, "discombobulator", c)
			s.g.p[1].aember = 4
			s.hand(0, "urchin")
			s.house("shadows")
			s.wantRules(s.play("urchin"), "")
			s.wantAember(1, tc.bob)
			s.wantAember(0, tc.alice)
		})
	}
}

// Jammer Pack: "This creature gains, “Your opponent's keys cost +2A.”"
// Pentacorder: "This creature gains, “Your opponent's keys cost +1A for
// each house represented among friendly creatures.”"
func TestHandNJammerPackPentacorder(t *testing.T) {
	for _, tc := range []struct {
		up         string
		on         int8
		alice, bob int
	}{{"jammer-pack", 0, 6, 8}, {"jammer-pack", 1, 8, 6}, {"pentacorder", 0, 6, 8}, {"pentacorder", 1, 7, 6}} {
		s := secondTurnScen(t, "mars", []string{tc.up, "krump", "tocsin"}, []string{"troll"})
		k := s.creature(0, "krump")
		s.creature(0, "tocsin")
		tr := s.creature(1, "troll")
		s.hjAttach(0, tc.up, map[int8]int16{0: k, 1: tr}[tc.on])
		s.wantInt(tc.up+": Alice's key cost", s.g.keyCost(0), tc.alice)
		s.wantInt(tc.up+": Bob's key cost", s.g.keyCost(1), tc.bob)
	}
}

// Bigtwig: "Bigtwig can only fight stunned creatures. Reap: Stun and
// exhaust a creature."
func TestHandNBigtwig(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"bigtwig"}, []string{"krump", "troll"})
	s.creature(0, "bigtwig")
	k, tr := s.creature(1, "krump"), s.creature(1, "troll")
	s.house("untamed")
	s.reap("bigtwig")
	s.wantRules(s.choose("krump"), "")
	s.hjWantFlag(k, flStunned, true, "stunned")
	s.hjWantFlag(k, flExhausted, true, "exhausted")
	s.hjWantFlag(tr, flStunned, false, "stunned")

	for _, stunned := range []bool{true, false} {
		s := secondTurnScen(t, "untamed", []string{"bigtwig"}, []string{"krump"})
		s.creature(0, "bigtwig")
		k := s.creature(1, "krump")
		if stunned {
			s.g.cards[k].flags |= flStunned
		}
		s.house("untamed")
		s.wantRules(s.fight("bigtwig", "krump"), map[bool]string{true: "", false: "fight-target"}[stunned])
	}
}

// Camouflage: "Creatures not on a flank cannot fight this creature."
func TestHandNCamouflage(t *testing.T) {
	for _, tc := range []struct {
		attacker string
		rule     string
	}{{"troll", ""}, {"krump", "fight-target"}} {
		s := secondTurnScen(t, "brobnar", []string{"troll", "krump", "valdr"}, []string{"bumpsy", "camouflage"})
		s.creature(0, "troll")
		s.creature(0, "krump") // in the center
		s.creature(0, "valdr")
		b := s.creature(1, "bumpsy")
		s.hjAttach(1, "camouflage", b)
		s.house("brobnar")
		s.wantRules(s.fight(tc.attacker, "bumpsy"), tc.rule)
	}
}

// Containment Field: "After this creature is used, destroy it."
func TestHandNContainmentField(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump", "troll"}, []string{"containment-field"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	s.hjAttach(1, "containment-field", k)
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantAember(0, 1)
	s.wantRules(s.reap("troll"), "")
	s.wantZone(tr, ZoneBattleline)
}

// Frost Giant: "Frost Giant does not ready during your “ready cards”
// step."
func TestHandNFrostGiant(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"frost-giant", "krump"}, nil)
	f, k := s.creature(0, "frost-giant"), s.creature(0, "krump")
	s.house("brobnar")
	s.reap("frost-giant")
	s.reap("krump")
	s.end()
	s.hjWantFlag(f, flExhausted, true, "exhausted")
	s.hjWantFlag(k, flExhausted, false, "exhausted")
}

// Tentacus: "Your opponent must pay you 1A in order to use an artifact."
func TestHandNTentacus(t *testing.T) {
	for _, tc := range []struct {
		alice      int
		rule       string
		after, bob int
	}{{2, "", 1, 1}, {0, "restricted", 0, 0}} {
		s := secondTurnScen(t, "untamed", []string{"nepeta-gigantica"}, []string{"tentacus", "krump"})
		s.artifact(0, "nepeta-gigantica")
		s.creature(1, "tentacus")
		s.house("untamed")
		s.g.p[0].aember = tc.alice
		s.wantRules(s.hbAction("nepeta-gigantica"), tc.rule)
		s.wantAember(0, tc.after)
		s.wantAember(1, tc.bob)
	}
}

// Lady Loreena: "Taunt. Lady Loreena’s taunt also applies to its
// neighbors’ neighbors."
func TestHandNLadyLoreena(t *testing.T) {
	for _, tc := range []struct {
		target, rule string
	}{{"troll", "taunt"}, {"krump", "taunt"}, {"valdr", "taunt"}, {"silvertooth", ""}} {
		s := secondTurnScen(t, "brobnar", []string{"bumpsy"}, []string{"troll", "lady-loreena", "krump", "valdr", "bumpsy", "silvertooth"})
		s.creature(0, "bumpsy")
		for _, id := range []string{"krump", "troll", "lady-loreena", "bumpsy", "valdr", "silvertooth"} {
			s.creature(1, id)
		}
		s.house("brobnar")
		// Troll is her neighbor; Krump and Valdr are her neighbors'
		// neighbors; Silvertooth is three places away.
		s.wantRules(s.fight("bumpsy", tc.target), tc.rule)
	}
}

// Purifier of Souls: "Destroyed effects cannot trigger."
func TestHandNPurifierOfSouls(t *testing.T) {
	for _, purifier := range []bool{true, false} {
		s := secondTurnScen(t, "brobnar", []string{"krump", "purifier-of-souls"}, []string{"cera-severa", "troll"})
		if purifier {
			s.creature(0, "purifier-of-souls")
		}
		s.creature(0, "krump")
		c := s.creature(1, "cera-severa")
		s.g.cards[c].aember = 2
		s.house("brobnar")
		s.hjDestroy("cera-severa") // Destroyed: deal 1D to an enemy creature for each A on it
		k := s.g.p[0].line[len(s.g.p[0].line)-1]
		if purifier {
			s.wantDamage(k, 0)
			continue
		}
		s.choose("krump")
		s.wantDamage(k, 2)
	}
}

// Kompsos Haruspex: "Each friendly creature’s play effect is a play/reap
// effect."
func TestHandNKompsosHaruspex(t *testing.T) {
	for _, kompsos := range []bool{true, false} {
		s := secondTurnScen(t, "shadows", []string{"urchin", "kompsos-haruspex"}, []string{"urchin"})
		if kompsos {
			s.creature(0, "kompsos-haruspex")
		}
		s.creature(0, "urchin") // Play: Steal 1A.
		s.creature(1, "urchin")
		s.g.p[1].aember = 3
		s.house("shadows")
		s.wantRules(s.reap("urchin"), "")
		want := map[bool]int{true: 2, false: 1}[kompsos]
		s.wantAember(0, want)
	}
}

// Dry the River: "Each creature gains, “While the tide is low, this
// creature cannot reap.”"
func TestHandNDryTheRiver(t *testing.T) {
	for _, low := range []bool{true, false} {
		s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"dry-the-river"})
		s.creature(0, "krump")
		s.artifact(1, "dry-the-river")
		s.g.p[1].tide = low // high for Bob: low for Alice
		s.house("brobnar")
		s.wantRules(s.reap("krump"), map[bool]string{true: "restricted", false: ""}[low])
	}
}

// Psychic Haze: "Enraged creatures cannot be used to fight friendly Mars
// creatures. Action: Enrage each enemy creature."
func TestHandNPsychicHaze(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"psychic-haze"}, []string{"krump", "troll"})
	s.artifact(0, "psychic-haze")
	k, tr := s.creature(1, "krump"), s.creature(1, "troll")
	s.house("mars")
	s.wantRules(s.hbAction("psychic-haze"), "")
	s.hjWantFlag(k, flEnraged, true, "enraged")
	s.hjWantFlag(tr, flEnraged, true, "enraged")

	for _, tc := range []struct {
		target, rule string
	}{{"zorg", "fight-target"}, {"troll", ""}} {
		s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"psychic-haze", "zorg", "troll"})
		k := s.creature(0, "krump")
		s.g.cards[k].flags |= flEnraged
		s.artifact(1, "psychic-haze")
		s.creature(1, "zorg")
		s.creature(1, "troll")
		s.house("brobnar")
		s.wantRules(s.fight("krump", tc.target), tc.rule)
	}
}

// Halo of Enlightenment: "This creature cannot be attacked while its
// controller controls a token creature. Play: Make a token creature."
func TestHandNHaloOfEnlightenment(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"halo-of-enlightenment", "krump", "cleric"}, nil)
	s.creature(0, "krump")
	s.house("sanctum")
	s.wantRules(s.hbPlayUpgrade("halo-of-enlightenment", "krump"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)

	for _, token := range []bool{true, false} {
		s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"krump", "halo-of-enlightenment", "cleric"})
		s.creature(0, "troll")
		k := s.creature(1, "krump")
		s.hjAttach(1, "halo-of-enlightenment", k)
		if token {
			s.g.makeToken(1, CardRef{ID: "cleric"})
		}
		s.house("brobnar")
		s.wantRules(s.fight("troll", "krump"), map[bool]string{true: "fight-target", false: ""}[token])
	}
}

// Sariel the Steadfast: "While it is not your turn, your creatures cannot
// become exhausted."
func TestHandNSarielTheSteadfast(t *testing.T) {
	for _, sariel := range []bool{true, false} {
		s := secondTurnScen(t, "shadows", []string{"deep-priest-glebe", "sea-urchin-evil-twin"}, []string{"krump", "sariel-the-steadfast"})
		s.creature(0, "deep-priest-glebe")
		k := s.creature(1, "krump")
		if sariel {
			s.creature(1, "sariel-the-steadfast")
		}
		s.hand(0, "sea-urchin-evil-twin")
		s.house("shadows")
		s.play("sea-urchin-evil-twin") // Glebe: exhaust an enemy creature
		if !sariel {
			s.hjWantFlag(k, flExhausted, true, "exhausted")
			continue
		}
		s.choose("krump")
		s.hjWantFlag(k, flExhausted, false, "exhausted")
	}
}

// Operative Espion (evil twin): "After a player raises the tide during
// their turn, they may deal 3D to a creature."
func TestHandNOperativeEspionEvilTwin(t *testing.T) {
	for _, answer := range []string{"troll", "no"} {
		s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"operative-espion-evil-twin"})
		tr := s.creature(0, "troll")
		s.creature(1, "operative-espion-evil-twin")
		s.house("brobnar")
		s.do(Action{Verb: VerbTide})
		if answer == "no" {
			s.wantRules(s.words("no"), "")
			s.wantDamage(tr, 0)
			continue
		}
		s.wantRules(s.choose("troll"), "")
		s.wantDamage(tr, 3)
	}
}

// FOF Transponder: "This creature gains, “Destroyed: Make a token
// creature. Attach FOF Transponder to that creature.”"
func TestHandNFOFTransponder(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"krump", "fof-transponder", "cleric"}, nil)
	k := s.creature(0, "krump")
	u := s.hjAttach(0, "fof-transponder", k)
	s.house("staralliance")
	s.wantRules(s.hjDestroy("krump"), "")
	s.wantZone(k, ZoneDiscard)
	if s.wantInt("Alice's creatures", len(s.g.p[0].line), 1); len(s.g.p[0].line) == 1 {
		s.wantZone(u, ZoneUpgrade)
		s.wantInt("on the token", hnB2i(s.g.cards[u].parent == s.g.p[0].line[0]), 1)
	}
}

// Niffle Paw: "This creature gains, “After Reap: Destroy this creature and
// attach Niffle Paw to another creature.”"
func TestHandNNifflePaw(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump", "niffle-paw"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.hjAttach(0, "niffle-paw", k)
	s.house("brobnar")
	s.reap("krump")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(u, ZoneUpgrade)
	s.wantInt("on Troll", hnB2i(s.g.cards[u].parent == tr), 1)
}
