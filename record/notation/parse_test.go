package notation

import (
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

func testHeader() *record.Header {
	return &record.Header{Players: [2]string{"Alice", "Bob"}, First: 0, Result: record.Result{Winner: engine.NoPlayer}}
}

func card(id string) engine.CardRef { return engine.CardRef{ID: id} }

func copyOf(id string, n int) engine.CardRef { return engine.CardRef{ID: id, Copy: n} }

const np = engine.NoPlayer

// actionCases: typed line, the action it means, and the canonical line
// ("" when the typed line is canonical).
var actionCases = []struct {
	in    string
	want  engine.Action
	canon string
}{
	{"mulligan Bob", engine.Action{Verb: engine.VerbMulligan, Player: 1}, ""},
	{"MULLIGAN alice", engine.Action{Verb: engine.VerbMulligan, Player: 0}, "mulligan Alice"},
	{"1. Alice", engine.Action{Verb: engine.VerbTurn, Player: 0, N: 1}, ""},
	{"12. bob", engine.Action{Verb: engine.VerbTurn, Player: 1, N: 12}, "12. Bob"},
	{"forge", engine.Action{Verb: engine.VerbForge, Player: np}, ""},
	{"forge red", engine.Action{Verb: engine.VerbForge, Player: np, Key: engine.KeyRed}, ""},
	{"forge Yellow", engine.Action{Verb: engine.VerbForge, Player: np, Key: engine.KeyYellow}, "forge yellow"},
	{"house logos", engine.Action{Verb: engine.VerbHouse, Player: np, House: "logos"}, ""},
	{"house Star Alliance", engine.Action{Verb: engine.VerbHouse, Player: np, House: "staralliance"}, "house staralliance"},
	{`house "Star Alliance"`, engine.Action{Verb: engine.VerbHouse, Player: np, House: "staralliance"}, "house staralliance"},
	{"house BROBNAR", engine.Action{Verb: engine.VerbHouse, Player: np, House: "brobnar"}, "house brobnar"},
	{"archives", engine.Action{Verb: engine.VerbArchives, Player: np}, ""},
	{`archives Troll "Bad Penny"`, engine.Action{Verb: engine.VerbArchives, Player: np, Cards: []engine.CardRef{card("troll"), card("bad-penny")}}, ""},
	{`play "Library Access"`, engine.Action{Verb: engine.VerbPlay, Player: np, Card: card("library-access")}, ""},
	{`play "Troll" left`, engine.Action{Verb: engine.VerbPlay, Player: np, Card: card("troll"), Flank: engine.FlankLeft}, "play Troll left"},
	{"play troll right", engine.Action{Verb: engine.VerbPlay, Player: np, Card: card("troll"), Flank: engine.FlankRight}, "play Troll right"},
	{"play Krump at 2", engine.Action{Verb: engine.VerbPlay, Player: np, Card: card("krump"), Flank: engine.FlankAt, Pos: 2}, ""},
	{`play "Protect the Weak" on Troll#2`, engine.Action{Verb: engine.VerbPlay, Player: np, Card: card("protect-the-weak"), Target: copyOf("troll", 2)}, ""},
	{`play protect on troll left`, engine.Action{Verb: engine.VerbPlay, Player: np, Card: card("protect-the-weak"), Target: card("troll"), Flank: engine.FlankLeft}, `play "Protect the Weak" left on Troll`},
	{`discard "Lights Out"`, engine.Action{Verb: engine.VerbDiscard, Player: np, Card: card("lights-out")}, ""},
	// Which copy, when a deck's copies differ: its enhancements, or plain.
	{"play Troll +capture", engine.Action{Verb: engine.VerbPlay, Player: np, Card: engine.CardRef{ID: "troll", Icons: "capture"}}, ""},
	{"play troll left +Capture +AMBER", engine.Action{Verb: engine.VerbPlay, Player: np, Card: engine.CardRef{ID: "troll", Icons: "capture+aember"}, Flank: engine.FlankLeft}, "play Troll +capture +amber left"},
	{"play Troll plain at 1", engine.Action{Verb: engine.VerbPlay, Player: np, Card: engine.CardRef{ID: "troll", Icons: "plain"}, Flank: engine.FlankAt, Pos: 1}, ""},
	{"play Troll +æmber +brobnar", engine.Action{Verb: engine.VerbPlay, Player: np, Card: engine.CardRef{ID: "troll", Icons: "aember+brobnar"}}, "play Troll +amber +brobnar"},
	{"discard Troll PLAIN", engine.Action{Verb: engine.VerbDiscard, Player: np, Card: engine.CardRef{ID: "troll", Icons: "plain"}}, "discard Troll plain"},
	{"discard Troll +draw", engine.Action{Verb: engine.VerbDiscard, Player: np, Card: engine.CardRef{ID: "troll", Icons: "draw"}}, ""},
	{"reap Troll", engine.Action{Verb: engine.VerbReap, Player: np, Card: card("troll")}, ""},
	{`hand Bob Troll "Bad Penny" troll`, engine.Action{Verb: engine.VerbHand, Player: 1, Cards: []engine.CardRef{card("troll"), card("bad-penny"), card("troll")}}, `hand Bob Troll "Bad Penny" Troll`},
	{"UNSTUN troll", engine.Action{Verb: engine.VerbUnstun, Player: np, Card: card("troll")}, "unstun Troll"},
	// Prophecies: the fate card put under one (hidden when unsaid), a named house; a flip.
	{"prophecy overreach with troll", engine.Action{Verb: engine.VerbProphecy, Player: np, Card: card("overreach"), Target: card("troll")}, "prophecy Overreach with Troll"},
	{"prophecy Overreach", engine.Action{Verb: engine.VerbProphecy, Player: np, Card: card("overreach")}, ""},
	{`prophecy overreach house Logos with Troll +capture`, engine.Action{Verb: engine.VerbProphecy, Player: np, Card: card("overreach"), Target: engine.CardRef{ID: "troll", Icons: "capture"}, House: "logos"}, `prophecy Overreach with Troll +capture house logos`},
	{`flip "Heads, I Win"`, engine.Action{Verb: engine.VerbFlip, Player: np, Card: card("heads-i-win")}, ""},
	{`order krump "bad penny"`, engine.Action{Verb: engine.VerbOrder, Player: np, Cards: []engine.CardRef{card("krump"), card("bad-penny")}}, `order Krump "Bad Penny"`},
	{`fight Troll "Bad Penny"#2`, engine.Action{Verb: engine.VerbFight, Player: np, Card: card("troll"), Target: copyOf("bad-penny", 2)}, ""},
	{`action "Gauntlet of Command"`, engine.Action{Verb: engine.VerbAction, Player: np, Card: card("gauntlet-of-command")}, ""},
	{`omni gauntlet-of-command`, engine.Action{Verb: engine.VerbOmni, Player: np, Card: card("gauntlet-of-command")}, `omni "Gauntlet of Command"`},
	{"tide", engine.Action{Verb: engine.VerbTide, Player: np}, ""},
	{"draw 2", engine.Action{Verb: engine.VerbDraw, Player: np, N: 2}, ""},
	{`draw Troll "Bad Penny" Anger`, engine.Action{Verb: engine.VerbDraw, Player: np, Cards: []engine.CardRef{card("troll"), card("bad-penny"), card("anger")}}, ""},
	{"choose Troll left 3", engine.Action{Verb: engine.VerbChoose, Player: np, Cards: []engine.CardRef{card("troll")}, Words: []string{"left", "3"}}, ""},
	{"choose red krump", engine.Action{Verb: engine.VerbChoose, Player: np, Cards: []engine.CardRef{card("krump")}, Words: []string{"red"}, Mix: 1}, "choose red Krump"},
	// A label names the waiting choice the answers start at.
	{"choose ability: Krump", engine.Action{Verb: engine.VerbChoose, Player: np, Cards: []engine.CardRef{card("krump")}, Words: []string{"ability:"}, Mix: 1}, ""},
	// Several labels: each waiting choice's answers after its label, in order.
	{`choose bonus: troll ability: Krump "Bad Penny"`, engine.Action{Verb: engine.VerbChoose, Player: np, Cards: []engine.CardRef{card("troll"), card("krump"), card("bad-penny")}, Words: []string{"bonus:", "ability:"}, Mix: 0b101}, `choose bonus: Troll ability: Krump "Bad Penny"`},
	// Answers keep the order they were written in (Action.Mix).
	{`choose "Bad Penny" fight Krump`, engine.Action{Verb: engine.VerbChoose, Player: np, Cards: []engine.CardRef{card("bad-penny"), card("krump")}, Words: []string{"fight"}, Mix: 2}, `choose "Bad Penny" fight Krump`},
	{"check Alice aember 0 keys 1 chains 0", engine.Action{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: 0, Items: []engine.CheckItem{{Field: "aember"}, {Field: "keys", N: 1}, {Field: "chains"}}}}, ""},
	{"check Bob hand 6 deck 20 discard 3 archives 1 purged 0", engine.Action{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: 1, Items: []engine.CheckItem{{Field: "hand", N: 6}, {Field: "deck", N: 20}, {Field: "discard", N: 3}, {Field: "archives", N: 1}, {Field: "purged"}}}}, ""},
	{`check "Troll" damage 3`, engine.Action{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: np, Card: card("troll"), Items: []engine.CheckItem{{Field: "damage", N: 3}}}}, "check Troll damage 3"},
	{"check Troll#2 location discard", engine.Action{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: np, Card: copyOf("troll", 2), Items: []engine.CheckItem{{Field: "location", Word: "discard"}}}}, ""},
	{"check Krump status Stunned power 6 armor 0 aember 1 counters 2", engine.Action{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: np, Card: card("krump"), Items: []engine.CheckItem{{Field: "status", Word: "stunned"}, {Field: "power", N: 6}, {Field: "armor"}, {Field: "aember", N: 1}, {Field: "counters", N: 2}}}}, "check Krump status stunned power 6 armor 0 aember 1 counters 2"},
	// Checks of the key cost, the winner, a position and flank, absent statuses.
	{"check Alice keycost 7 won no", engine.Action{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: 0, Items: []engine.CheckItem{{Field: "keycost", N: 7}, {Field: "won", Word: "no"}}}}, ""},
	{"check Troll position 0 flank yes warded no", engine.Action{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: np, Card: card("troll"), Items: []engine.CheckItem{{Field: "position"}, {Field: "flank", Word: "yes"}, {Field: "warded", Word: "no"}}}}, ""},
	{"check Krump ward no Stun YES", engine.Action{Verb: engine.VerbCheck, Player: np, Check: &engine.Check{Player: np, Card: card("krump"), Items: []engine.CheckItem{{Field: "warded", Word: "no"}, {Field: "stunned", Word: "yes"}}}}, "check Krump warded no stunned yes"},
	{`choose 'Top of deck' 'Opponent\'s' 'troll' 'left'`, engine.Action{Verb: engine.VerbChoose, Player: np, Words: []string{"Top of deck", "Opponent's", "troll", "left"}}, `choose 'Top of deck' 'Opponent\'s' 'troll' left`},
	{`choose 'it\'s' "Troll" ? x#y`, engine.Action{Verb: engine.VerbChoose, Player: np, Cards: []engine.CardRef{card("troll"), {}}, Words: []string{"it's", "x#y"}, Mix: 9}, `choose it's Troll ? x#y`},
	{"draw ? ?#2", engine.Action{Verb: engine.VerbDraw, Player: np, Cards: []engine.CardRef{{}, {Copy: 2}}}, ""},
	{"fight Troll ?", engine.Action{Verb: engine.VerbFight, Player: np, Card: card("troll")}, ""},
	{"end", engine.Action{Verb: engine.VerbEnd, Player: np}, ""},
	{"concede Bob", engine.Action{Verb: engine.VerbConcede, Player: 1}, ""},
	{"# Bob looks worried", engine.Action{Verb: engine.VerbComment, Player: np, Words: []string{"Bob looks worried"}}, ""},
	{"#tight", engine.Action{Verb: engine.VerbComment, Player: np, Words: []string{"tight"}}, "# tight"},
}

func TestParseAction(t *testing.T) {
	r := testCards()
	for _, c := range actionCases {
		t.Run(c.in, func(t *testing.T) {
			e, err := ParseAction(c.in, testHeader(), r)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(e.Action, c.want) {
				t.Errorf("ParseAction(%q)\n got %+v\nwant %+v", c.in, e.Action, c.want)
			}
			canon := c.canon
			if canon == "" {
				canon = c.in
			}
			if got := FormatAction(e, testHeader(), r); got != canon {
				t.Errorf("FormatAction = %q, want %q", got, canon)
			}
		})
	}
}

func TestEveryVerbCovered(t *testing.T) {
	seen := map[engine.Verb]bool{engine.VerbEffect: true, engine.VerbNone: true}
	for _, c := range actionCases {
		seen[c.want.Verb] = true
	}
	for v := engine.VerbNone; v <= engine.VerbHand; v++ {
		if !seen[v] {
			t.Errorf("no parse case for verb %s", v)
		}
	}
}

// effectCases: one line per effect kind (and owners), with the Effect.
var effectCases = []struct {
	in   string
	want engine.Effect
}{
	{"> gain 2", engine.Effect{Player: np, Kind: engine.EffGain, N: 2}},
	{"> lose 1", engine.Effect{Player: np, Kind: engine.EffLose, N: 1}},
	{"> steal 3", engine.Effect{Player: np, Kind: engine.EffSteal, N: 3}},
	{"> capture 1", engine.Effect{Player: np, Kind: engine.EffCapture, N: 1}},
	{"> capture 2 Troll", engine.Effect{Player: np, Kind: engine.EffCapture, N: 2, Card: card("troll")}},
	{"> exalt Krump", engine.Effect{Player: np, Kind: engine.EffExalt, Card: card("krump")}},
	{"> move 1 Troll", engine.Effect{Player: np, Kind: engine.EffMove, N: 1, Card: card("troll")}},
	{"> move 2 Troll Krump", engine.Effect{Player: np, Kind: engine.EffMove, N: 2, Card: card("troll"), Target: card("krump")}},
	{"> pay 1", engine.Effect{Player: np, Kind: engine.EffPay, N: 1}},
	{"> damage 3 Troll", engine.Effect{Player: np, Kind: engine.EffDamage, N: 3, Card: card("troll")}},
	{"> damage 2 Troll#2 splash 1", engine.Effect{Player: np, Kind: engine.EffDamage, N: 2, Card: copyOf("troll", 2), Splash: 1}},
	{"> heal 3 Troll", engine.Effect{Player: np, Kind: engine.EffHeal, N: 3, Card: card("troll")}},
	{"> fullheal Troll", engine.Effect{Player: np, Kind: engine.EffFullHeal, Card: card("troll")}},
	{`> destroy "Bad Penny"`, engine.Effect{Player: np, Kind: engine.EffDestroy, Card: card("bad-penny")}},
	{"> sacrifice Krump", engine.Effect{Player: np, Kind: engine.EffSacrifice, Card: card("krump")}},
	{"> ready Troll", engine.Effect{Player: np, Kind: engine.EffReady, Card: card("troll")}},
	{"> exhaust Troll", engine.Effect{Player: np, Kind: engine.EffExhaust, Card: card("troll")}},
	{"> stun Krump", engine.Effect{Player: np, Kind: engine.EffStun, Card: card("krump")}},
	{"> unstun Krump", engine.Effect{Player: np, Kind: engine.EffUnstun, Card: card("krump")}},
	{"> unward Krump", engine.Effect{Player: np, Kind: engine.EffUnward, Card: card("krump")}},
	{"> ward Tocsin", engine.Effect{Player: np, Kind: engine.EffWard, Card: card("tocsin")}},
	{"> enrage Tocsin", engine.Effect{Player: np, Kind: engine.EffEnrage, Card: card("tocsin")}},
	{"> power +2 Troll", engine.Effect{Player: np, Kind: engine.EffPower, N: 2, Card: card("troll")}},
	{"> power -1 Troll", engine.Effect{Player: np, Kind: engine.EffPower, N: -1, Card: card("troll")}},
	{"> draw 1", engine.Effect{Player: np, Kind: engine.EffDraw, N: 1}},
	{`> discard "Lights Out"`, engine.Effect{Player: np, Kind: engine.EffDiscard, Card: card("lights-out")}},
	{"> discard-random 2", engine.Effect{Player: np, Kind: engine.EffDiscardRandom, N: 2}},
	{"> discard-top 3", engine.Effect{Player: np, Kind: engine.EffDiscardTop, N: 3}},
	{"> archive Anger", engine.Effect{Player: np, Kind: engine.EffArchive, Card: card("anger")}},
	{"> archive-top 1", engine.Effect{Player: np, Kind: engine.EffArchiveTop, N: 1}},
	{`> purge "Dust Pixie"`, engine.Effect{Player: np, Kind: engine.EffPurge, Card: card("dust-pixie")}},
	{"> return Troll", engine.Effect{Player: np, Kind: engine.EffReturn, Card: card("troll")}},
	{"> topdeck Troll", engine.Effect{Player: np, Kind: engine.EffTopDeck, Card: card("troll")}},
	{"> shuffle Troll", engine.Effect{Player: np, Kind: engine.EffShuffle, Card: card("troll")}},
	{"> control Krump", engine.Effect{Player: np, Kind: engine.EffControl, Card: card("krump")}},
	{"> control-left Krump", engine.Effect{Player: np, Kind: engine.EffControlLeft, Card: card("krump")}},
	{"> chains +1", engine.Effect{Player: np, Kind: engine.EffChains, N: 1}},
	{"> chains -2", engine.Effect{Player: np, Kind: engine.EffChains, N: -2}},
	{"> keycost +2", engine.Effect{Player: np, Kind: engine.EffKeyCost, N: 2}},
	{"> keycost -1 turn", engine.Effect{Player: np, Kind: engine.EffKeyCost, N: -1, Duration: engine.UntilTurnEnd}},
	{"> forge", engine.Effect{Player: np, Kind: engine.EffForge}},
	{"> forge blue", engine.Effect{Player: np, Kind: engine.EffForge, Key: engine.KeyBlue}},
	{"> forge yellow 4", engine.Effect{Player: np, Kind: engine.EffForge, Key: engine.KeyYellow, N: 4}},
	{"> forge 6", engine.Effect{Player: np, Kind: engine.EffForge, N: 6}},
	{"> unforge", engine.Effect{Player: np, Kind: engine.EffUnforge}},
	{"> unforge red", engine.Effect{Player: np, Kind: engine.EffUnforge, Key: engine.KeyRed}},
	{"> search Krump", engine.Effect{Player: np, Kind: engine.EffSearch, Card: card("krump")}},
	{"> reveal Anger", engine.Effect{Player: np, Kind: engine.EffReveal, Card: card("anger")}},
	{"> tide", engine.Effect{Player: np, Kind: engine.EffRaiseTide}},
	{"> give elusive Troll", engine.Effect{Player: np, Kind: engine.EffGiveKeyword, Keyword: engine.Elusive, Card: card("troll")}},
	{"> give assault 2 Troll next", engine.Effect{Player: np, Kind: engine.EffGiveKeyword, Keyword: engine.Assault, N: 2, Card: card("troll"), Duration: engine.UntilNextTurn}},
	{"> remove taunt Krump turn", engine.Effect{Player: np, Kind: engine.EffRemoveKeyword, Keyword: engine.Taunt, Card: card("krump"), Duration: engine.UntilTurnEnd}},
	{`> fight Troll "Bad Penny"`, engine.Effect{Player: np, Kind: engine.EffFight, Card: card("troll"), Target: card("bad-penny")}},
	{"> reap Krump", engine.Effect{Player: np, Kind: engine.EffReap, Card: card("krump")}},
	{`> use "Gauntlet of Command"`, engine.Effect{Player: np, Kind: engine.EffUse, Card: card("gauntlet-of-command")}},
	{"> play Anger", engine.Effect{Player: np, Kind: engine.EffPlay, Card: card("anger")}},
	{"> putinplay Tocsin", engine.Effect{Player: np, Kind: engine.EffPutInPlay, Card: card("tocsin")}},
	{"> armor 2 Troll", engine.Effect{Player: np, Kind: engine.EffArmor, N: 2, Card: card("troll")}},
	{"> armor 1 Troll turn", engine.Effect{Player: np, Kind: engine.EffArmor, N: 1, Card: card("troll"), Duration: engine.UntilTurnEnd}},
	{"> supply 2 Troll", engine.Effect{Player: np, Kind: engine.EffSupply, N: 2, Card: card("troll")}},
	{"> extraturn", engine.Effect{Player: np, Kind: engine.EffExtraTurn}},
	{"> noforge", engine.Effect{Player: np, Kind: engine.EffNoForge}},
	{"> fate Troll", engine.Effect{Player: np, Kind: engine.EffFate, Card: card("troll")}},
	{"> token 2 Troll", engine.Effect{Player: np, Kind: engine.EffToken, N: 2, Card: card("troll")}},
	{"> spendable Troll", engine.Effect{Player: np, Kind: engine.EffSpendable, Card: card("troll")}},
	{`> grant Troll "Fight: Ready this creature." turn`, engine.Effect{Player: np, Kind: engine.EffGrant, Card: card("troll"), Text: "Fight: Ready this creature.", Duration: engine.UntilTurnEnd}},
	{`> grant Troll "Reap: Gain 1A."`, engine.Effect{Player: np, Kind: engine.EffGrant, Card: card("troll"), Text: "Reap: Gain 1A."}},
	{`> grant each "Reap: Say \"hi\"." while Krump`, engine.Effect{Player: np, Kind: engine.EffGrant, Text: `Reap: Say "hi".`, Duration: engine.UntilLeavesPlay, Target: card("krump")}},
	{`> opponent grant each "Skirmish."`, engine.Effect{Player: np, Opponent: true, Kind: engine.EffGrant, Text: "Skirmish."}},
	{"> keycost +1 while Krump", engine.Effect{Player: np, Kind: engine.EffKeyCost, N: 1, Duration: engine.UntilLeavesPlay, Target: card("krump")}},
	{"> give elusive Troll while \"Bad Penny\"", engine.Effect{Player: np, Kind: engine.EffGiveKeyword, Keyword: engine.Elusive, Card: card("troll"), Duration: engine.UntilLeavesPlay, Target: card("bad-penny")}},
	{"> opponent lose 1", engine.Effect{Player: np, Kind: engine.EffLose, Opponent: true, N: 1}},
	{"> Bob lose 1", engine.Effect{Kind: engine.EffLose, Player: 1, N: 1}},
	{"> Alice draw 2", engine.Effect{Kind: engine.EffDraw, Player: 0, N: 2}},
}

func TestParseEffect(t *testing.T) {
	r := testCards()
	kinds := map[engine.EffectKind]bool{}
	for _, c := range effectCases {
		t.Run(c.in, func(t *testing.T) {
			want := c.want
			kinds[want.Kind] = true
			e, err := ParseAction(c.in, testHeader(), r)
			if err != nil {
				t.Fatal(err)
			}
			if e.Action.Verb != engine.VerbEffect || e.Action.Effect == nil {
				t.Fatalf("got %+v, want an effect", e.Action)
			}
			if !reflect.DeepEqual(*e.Action.Effect, want) {
				t.Errorf("got  %+v\nwant %+v", *e.Action.Effect, want)
			}
			if got := FormatAction(e, testHeader(), r); got != c.in {
				t.Errorf("FormatAction = %q, want %q", got, c.in)
			}
		})
	}
	for _, s := range engine.EffectSpecs[1:] {
		if !kinds[s.Kind] {
			t.Errorf("no parse case for effect %s", s.Name)
		}
	}
}

// TestForgivingInput: non-canonical spellings and where they print to.
func TestForgivingInput(t *testing.T) {
	cases := []struct{ in, canon string }{
		{"  reap   Troll  ", "reap Troll"},
		{">gain 2", "> gain 2"},
		{"> GAIN 2", "> gain 2"},
		{"> chains 1", "> chains +1"},
		{"> OPPONENT lose 1", "> opponent lose 1"},
		{`fight "troll" "bad penny"`, `fight Troll "Bad Penny"`},
		{"fight Trol Krum", "fight Troll Krump"},
		{"play lights-out", `play "Lights Out"`},
		{"forge red # two keys now", "forge red"},
		{`play "Bad Penny"#1`, `play "Bad Penny"#1`},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			e, err := ParseAction(c.in, testHeader(), testCards())
			if err != nil {
				t.Fatal(err)
			}
			if got := FormatAction(e, testHeader(), testCards()); got != c.canon {
				t.Errorf("got %q, want %q", got, c.canon)
			}
		})
	}
}

// TestHeaderOddities: header forms that must survive Format and Parse.
func TestHeaderOddities(t *testing.T) {
	cases := []struct{ name, src, canon string }{
		{"comment before tags", "# recorded by Ann\n[Player1 \"A\"]\n[Player2 \"B\"]\nend\n",
			"[Player1 \"A\"]\n[Player2 \"B\"]\n[Chains1 \"0\"]\n[Chains2 \"0\"]\n\n# recorded by Ann\nend\n"},
		{"names with spaces in Result", "[Player1 \"Ann Lee\"]\n[Player2 \"B\"]\n[Result \"ann lee  CONCEDE \"]\n",
			"[Player1 \"Ann Lee\"]\n[Player2 \"B\"]\n[Chains1 \"0\"]\n[Chains2 \"0\"]\n[Result \"Ann Lee concede\"]\n"},
		{"quotes in values", "[Event \"The \\\"Big\\\" one\"]\n[event-id \"x\\\\y\"]\n",
			"[Event \"The \\\"Big\\\" one\"]\n[event-id \"x\\\\y\"]\n"},
		{"tag case and ChainBid", "[player1 \"A\"]\n[PLAYER2 \"B\"]\n[chainbid \"Yes\"]\n[first \"b\"]\n",
			"[Player1 \"A\"]\n[Player2 \"B\"]\n[First \"B\"]\n[Chains1 \"0\"]\n[Chains2 \"0\"]\n[ChainBid \"yes\"]\n"},
		{"a deck's token creature, by the card's name", "[token2 \"berserker\"]\n[Player1 \"A\"]\n",
			"[Player1 \"A\"]\n[Chains1 \"0\"]\n[Chains2 \"0\"]\n[Token2 \"Berserker\"]\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Parse("h.kfr", []byte(c.src), testCards())
			if err != nil {
				t.Fatal(err)
			}
			if got := string(Format(m, testCards())); got != c.canon {
				t.Errorf("got\n%s\nwant\n%s", got, c.canon)
			}
		})
	}
}

// Tokens reads the token creatures a header names, per deck.
func TestTokens(t *testing.T) {
	m, err := Parse("t.kfr", []byte("[Player1 \"A\"]\n[Token2 \"Berserker\"]\n[Note \"x\"]\n"), testCards())
	if err != nil {
		t.Fatal(err)
	}
	if got := Tokens(&m.Header); got != [2]string{"", "Berserker"} {
		t.Errorf("Tokens = %q", got)
	}
}

// TestReservedNames: card titles that are notation words are quoted.
func TestReservedNames(t *testing.T) {
	for _, w := range []string{"left", "Turn", "splash", "opponent", "3 Troll", "-x"} {
		if q := quote(w); q[0] != '"' {
			t.Errorf("quote(%q) = %s, want it quoted", w, q)
		}
	}
}

func TestTrailingComment(t *testing.T) {
	e, err := ParseAction(`fight Troll#2 "Bad Penny"  # he had to  `, testHeader(), testCards())
	if err != nil {
		t.Fatal(err)
	}
	if e.Comment != "he had to" {
		t.Errorf("Comment = %q", e.Comment)
	}
	if e.Text != `fight Troll#2 "Bad Penny"` {
		t.Errorf("Text = %q", e.Text)
	}
	if e.Action.Card != copyOf("troll", 2) {
		t.Errorf("Card = %+v", e.Action.Card)
	}
}
