package notation

import (
	"errors"
	"strings"
	"testing"
)

const header = `[Player1 "Alice"]
[Player2 "Bob"]
`

// TestParseErrors: one case per error, with its position, message and
// suggestion. Sources start with header (two lines), so log lines are 3+.
var errorCases = []struct {
	name      string
	src       string
	line, col int
	msg, sugg string
}{
	{"unknown card", `reap Trll`, 3, 6, `unknown card "Trll"`, `did you mean "Troll"?`},
	{"grant text unquoted", `> grant Troll Fight`, 3, 15, `> grant: put the ability's text in double quotes`, `> grant Troll "Fight: Ready this creature." turn`},
	{"grant text empty", `> grant Troll " "`, 3, 15, `> grant: the ability's text is empty`, `> grant Troll "Fight: Ready this creature." turn`},
	{"grant without text", `> grant Troll`, 3, 14, `> grant needs the ability's text in double quotes`, `> grant Troll "Fight: Ready this creature." turn`},
	{"archives unknown card", `archives Trll`, 3, 10, `unknown card "Trll"`, `did you mean "Troll"?`},
	{"unknown card quoted", `fight Troll "Bad Peny"`, 3, 13, `unknown card "Bad Peny"`, `did you mean "Bad Penny"?`},
	{"unknown verb", `reep Troll`, 3, 1, `unknown verb "reep"`, `did you mean "reap"?`},
	{"unknown verb far", `xyzzyplugh`, 3, 1, `unknown verb "xyzzyplugh"`, `a line starts with a verb (mulligan, forge, house, archives, play, discard, reap, fight, action, omni, tide, draw, choose, check, end, concede, unstun, hand, order, prophecy, flip), "N. Player", "> effect" or "# comment"`},
	{"prophecy without card", `prophecy`, 3, 9, `prophecy needs the prophecy activated`, "prophecy Overreach with Troll, prophecy Overreach, prophecy \"Trust Your Feelings\" with Troll house logos"},
	{"prophecy bad house", `prophecy Overreach house Narnia`, 3, 26, `unknown house "Narnia"`, "the houses are brobnar, dis, logos, mars, sanctum, shadows, untamed, saurian, staralliance, unfathomable, ekwidon, geistoid, skyborn, redemption"},
	{"prophecy with nothing", `prophecy Overreach with`, 3, 24, `with needs the card put under the prophecy`, "prophecy Overreach with Troll, prophecy Overreach, prophecy \"Trust Your Feelings\" with Troll house logos"},
	{"unknown player", `concede Carol`, 3, 9, `unknown player "Carol"`, `the players are "Alice" and "Bob"`},
	{"turn unknown player", `1. Carl`, 3, 4, `unknown player "Carl"`, `the players are "Alice" and "Bob"`},
	{"turn without player", `1.`, 3, 3, `a turn header needs the player whose turn it is`, `1. Alice`},
	{"bad turn number", `0. Alice`, 3, 1, `bad turn number "0."`, `turns count from 1: 1. Alice`},
	{"turn number past an int32", `4294967297. Alice`, 3, 1, `bad turn number "4294967297."`, `turns count from 1: 1. Alice`},
	{"position past an int32", `play Troll at 4294967296`, 3, 15, `bad number "4294967296" for the position`, `play Troll at 1`},
	{"bad number", `play Troll at x`, 3, 15, `bad number "x" for the position`, `play Troll at 1`},
	{"unknown bonus icon", `play Troll +captur`, 3, 12, `unknown bonus icon "+captur"`, `a copy's enhancements are +amber, +capture, +damage, +draw, +discard or +HOUSE: play Troll +capture`},
	{"plain and icons", `play Troll plain +draw`, 3, 18, `unexpected "+draw" after plain`, `a copy is plain or has icons: play Troll plain, play Troll +capture`},
	{"icons and plain", `discard Troll +draw plain`, 3, 21, `plain after +draw`, `a copy is plain or has icons: play Troll plain, play Troll +capture`},
	{"unquoted name with spaces", `play Bad Penny`, 3, 10, `unexpected "Penny" after play`, `a name with spaces goes in quotes: "Bad Penny" (on a shell command line, quote the whole action too: kfr log 'play "Bad Penny"')`},
	{"unquoted target with spaces", `fight Troll bad penny`, 3, 17, `unexpected "penny" after fight`, `a name with spaces goes in quotes: "Bad Penny" (on a shell command line, quote the whole action too: kfr log 'play "Bad Penny"')`},
	{"number for a card", `reap 3`, 3, 6, `expected a card, found the number 3`, `name the card, quoted when it has spaces: "Bad Penny"`},
	{"negative draw", `draw -1`, 3, 6, `bad number "-1" for draw`, `draw 2`},
	{"fight missing target", `fight Troll`, 3, 12, `fight needs an attacker and a target`, `fight Troll "Bad Penny"`},
	{"fight missing all", `fight`, 3, 6, `fight needs an attacker and a target`, `fight Troll "Bad Penny"`},
	{"reap extra", `reap Troll Krump`, 3, 12, `unexpected "Krump" after reap`, `reap Troll`},
	{"unterminated quote", `play "Bad Penny`, 3, 6, `unterminated quote`, `close the name with a quote: "Bad Penny"`},
	{"unterminated word", `choose 'left`, 3, 8, `unterminated quote`, `close the word with a quote: 'Top of deck'`},
	{"text after word", `choose 'left'x`, 3, 14, `unexpected 'x' after a quoted word`, `put a space after the closing quote`},
	{"text after quote", `play "Bad Penny"x`, 3, 17, `unexpected 'x' after a quoted name`, `put a space after the closing quote`},
	{"bad copy", `play "Bad Penny"#x`, 3, 17, `bad copy number "#"`, `write the copy as a number from 1: "Bad Penny"#2`},
	{"empty choose", `choose`, 3, 7, `choose needs what was chosen`, `choose Troll or choose left`},
	{"unknown house", `house logo`, 3, 7, `unknown house "logo"`, `did you mean "logos"?`},
	{"unknown key", `forge purple`, 3, 7, `unknown key colour "purple"`, `the keys are red, blue and yellow`},
	{"unknown effect", `> gian 2`, 3, 3, `unknown effect "gian"`, `did you mean "gain"?`},
	{"effect missing number", `> damage`, 3, 9, `> damage needs a number`, `> damage 2 Troll splash 1`},
	{"effect bad signed", `> chains one`, 3, 10, `bad number "one" for > chains`, `> chains +1`},
	{"effect missing", `>`, 3, 2, `> needs an effect`, `> gain 1, > opponent lose 1, > damage 2 Troll`},
	{"effect bad duration", `> keycost +1 forever`, 3, 14, `unexpected "forever" after > keycost`, `> keycost +1 turn`},
	{"bad keyword", `> give "el usive" Troll`, 3, 8, `bad keyword "\"el usive\""`, `keywords are written in lower case: elusive, taunt, assault, splash-attack`},
	{"play bad flank", `play Troll middle`, 3, 12, `unexpected "middle" after play`, `play Troll left, play Troll at 2, play "Protect the Weak" on Troll`},
	{"play at without number", `play Troll at`, 3, 14, `at needs a position (0 is the leftmost)`, `play Troll at 1`},
	{"check unknown field", `check Alice amber 2`, 3, 13, `unknown player check field "amber"`, `did you mean "aember"?`},
	{"check card field", `check Troll damge 2`, 3, 13, `unknown card check field "damge"`, `did you mean "damage"?`},
	{"check bad location", `check Troll location graveyard`, 3, 22, `unknown location "graveyard"`, `location is one of hand, play, discard, deck, archives, purged`},
	{"check without fields", `check Alice`, 3, 12, `check needs at least one field and value`, `check Alice aember 3 keys 1, check Troll damage 2`},
	{"check missing value", `check Alice keys`, 3, 17, `keys needs a number`, `check … keys 2`},
	{"tag after actions", "end\n[Event \"x\"]", 4, 1, `header tag after the first action`, `move the tag lines to the top of the file`},
	{"ambiguous card", `reap T`, 3, 6, `ambiguous card "T"`, `did you mean "Tocsin" or "Troll"?`},
}

func TestParseErrors(t *testing.T) {
	for _, c := range errorCases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("game.kfr", []byte(header+c.src+"\n"), testCards())
			var list ErrorList
			if !errors.As(err, &list) || len(list) != 1 {
				t.Fatalf("want one error, got %v", err)
			}
			e := list[0]
			if e.Filename != "game.kfr" || e.Line != c.line || e.Column != c.col {
				t.Errorf("position %s:%d:%d, want game.kfr:%d:%d", e.Filename, e.Line, e.Column, c.line, c.col)
			}
			if e.Msg != c.msg {
				t.Errorf("Msg %q, want %q", e.Msg, c.msg)
			}
			if e.Suggestion != c.sugg {
				t.Errorf("Suggestion %q, want %q", e.Suggestion, c.sugg)
			}
		})
	}
}

var headerErrorCases = []struct {
	name      string
	src       string
	line, col int
	msg, sugg string
}{
	{"unknown First", "[Player1 \"Alice\"]\n[First \"Zed\"]", 2, 8, `unknown player "Zed" in First`, `the players are "Alice"`},
	{"bad chains", `[Chains1 "two"]`, 1, 10, `bad number "two" for Chains1`, `chains are a number from 0: [Chains1 "2"]`},
	{"token not a token creature", `[Token1 "Troll"]`, 1, 9, `Troll is not a token creature`, `name the deck's token creature: [Token1 "Berserker"]`},
	{"token unknown", `[Token2 "Berserkr"]`, 1, 9, `unknown card "Berserkr" in Token2`, `did you mean "Berserker"?`},
	{"token twice", "[Token1 \"Berserker\"]\n[token1 \"Berserker\"]", 2, 2, `duplicate tag Token1`, `it was set on line 1; keep one`},
	{"bad ChainBid", `[ChainBid "maybe"]`, 1, 11, `unknown ChainBid value "maybe"`, `write "yes" or "no"`},
	{"bad Result reason", "[Player1 \"Alice\"]\n[Result \"Alice won\"]", 2, 9, `unknown Result reason "won"`, `write the winner and how: "Alice keys" or "Alice concede"`},
	{"Result unknown player", "[Player1 \"Alice\"]\n[Result \"Eve keys\"]", 2, 9, `unknown player "Eve" in Result`, `the players are "Alice"`},
	{"Result one word", "[Result \"keys\"]", 1, 9, `Result needs a winner and a reason`, `write the winner and how: "Alice keys" or "Alice concede"`},
	{"duplicate tag", "[Event \"a\"]\n[Event \"b\"]", 2, 2, `duplicate tag Event`, `it was set on line 1; keep one`},
	{"unquoted value", `[Event Club]`, 1, 8, `expected a quoted value for tag Event`, `write it as [Event "value"]`},
	{"unterminated value", `[Event "Club]`, 1, 8, `unterminated quote`, `close the value with a quote: [Event "value"]`},
	{"missing bracket", `[Event "Club"`, 1, 14, `expected ']' to close tag Event`, `write it as [Event "value"]`},
	{"text after tag", "[Event \"x\"] [Date \"y\"]  ", 1, 13, `unexpected text after tag Event`, `put one tag on a line`},
	{"no tag name", `[ "x"]`, 1, 3, `expected a tag name after '['`, `write a tag as [Event "Club night"]`},
	{"same player names", "[Player1 \"Al\"]\n[Player2 \"Al\"]", 2, 1, `Player2 has the same name as Player1`, `give the players different names`},
}

func TestHeaderErrors(t *testing.T) {
	for _, c := range headerErrorCases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("h.kfr", []byte(c.src+"\n"), testCards())
			var list ErrorList
			if !errors.As(err, &list) || len(list) != 1 {
				t.Fatalf("want one error, got %v", err)
			}
			e := list[0]
			if e.Line != c.line || e.Column != c.col || e.Msg != c.msg || e.Suggestion != c.sugg {
				t.Errorf("got %d:%d %q %q\nwant %d:%d %q %q", e.Line, e.Column, e.Msg, e.Suggestion, c.line, c.col, c.msg, c.sugg)
			}
		})
	}
}

// TestErrorsCollected: every bad line is reported, sorted, and the good
// lines around them still parse.
func TestErrorsCollected(t *testing.T) {
	src := header + "house logos\nreap Trll\nend\nfight Troll\n1. Alice\n"
	m, err := Parse("g.kfr", []byte(src), testCards())
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 2 {
		t.Fatalf("want two errors, got %v", err)
	}
	if list[0].Line != 4 || list[1].Line != 6 {
		t.Errorf("lines %d, %d; want 4, 6", list[0].Line, list[1].Line)
	}
	if len(m.Entries) != 3 {
		t.Errorf("%d entries parsed, want 3", len(m.Entries))
	}
	want := `g.kfr:4:6: unknown card "Trll": did you mean "Troll"? (and 1 more errors)`
	if err.Error() != want {
		t.Errorf("Error() = %q, want %q", err.Error(), want)
	}
}

func TestParseActionErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", `1:1: empty action`},
		{"   ", `1:1: empty action`},
		{`[Event "x"]`, `1:1: header tags cannot be logged as actions`},
		{"end\nend", `1:4: one action a line`},
		{"fight Troll", `1:12: fight needs an attacker and a target: fight Troll "Bad Penny"`},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			_, err := ParseAction(c.in, testHeader(), testCards())
			var list ErrorList
			if !errors.As(err, &list) || len(list) != 1 || list[0].Line != 1 {
				t.Fatalf("want one ErrorList error on line 1, got %v", err)
			}
			if !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("got %q, want it to start with %q", err.Error(), c.want)
			}
		})
	}
}
