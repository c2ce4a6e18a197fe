// Command cardgen compiles the printed text of every card of the keyteki
// packs into the ability language and writes the checked-in tables of
// package engine: one cards_<set>_gen.go per set, and in engine/testdata
// the list of compiled cards with their English (compiled-cards.golden)
// and what stopped the others (cardgen-blockers.txt).
//
// It runs from package engine's directory (go generate ./engine) and
// reads the packs from ../shared/data/keyteki-packs beside the repository.
// A card is generated only when its script prints back as its own text
// (engine.CardTextKey of both agree): a reading the printer cannot say
// identically is a blocker, never a guess.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

func main() {
	packs := flag.String("packs", "../../shared/data/keyteki-packs", "folder of keyteki pack files")
	out := flag.String("out", ".", "package engine's folder")
	examples = flag.Int("examples", 3, "example cards listed per blocker")
	patternWords = flag.Int("words", 4, "words of a blocker's pattern")
	unlockRows = flag.Int("unlocks", 25, "rows of the unlock list")
	alonePath = flag.String("alone", "", "also write each card whose only blocker is one pattern to this file (pattern, id, text)")
	flag.Parse()
	if err := run(*packs, *out); err != nil {
		fmt.Fprintln(os.Stderr, "cardgen:", err)
		os.Exit(1)
	}
}

// examples is how many cards the blockers file lists per blocker.
var examples = new(int)

// alonePath, when set, is where the cards that one pattern alone blocks
// are listed, one a line: a working list for growing the grammar.
var alonePath = new(string)

// unlockRows is how many rows the unlock list has.
var unlockRows = func() *int { n := 25; return &n }()

// patternWords is how many words name a blocker (its first words): few
// group more cards under one form.
var patternWords = func() *int { n := 4; return &n }()

// card is what the compiler reads of a pack's card.
type card struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Text string `json:"text"`
	Type string `json:"type"`
	set  string
}

// pack is a keyteki pack file.
type pack struct {
	Code  string   `json:"code"`
	IDs   []string `json:"ids"`
	Cards []card   `json:"cards"`
}

func run(dir, out string) error {
	sets, err := readPacks(dir)
	if err != nil {
		return err
	}
	var all []compiled
	for _, set := range sets {
		for _, c := range set.cards {
			all = append(all, compileCard(c))
		}
	}
	for _, set := range sets {
		if err := writeSet(out, set, all); err != nil {
			return err
		}
	}
	if err := writeGolden(filepath.Join(out, "testdata", "compiled-cards.golden"), all); err != nil {
		return err
	}
	return writeBlockers(filepath.Join(out, "testdata", "cardgen-blockers.txt"), sets, all)
}

// set is one pack's cards that no earlier set printed, sorted by id.
type set struct {
	code  string
	order int
	cards []card
}

// readPacks reads every pack, oldest first (by the Master Vault set
// number), each card id in the first set that prints it.
func readPacks(dir string) ([]*set, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no pack files in %s", dir)
	}
	var sets []*set
	var packs []pack
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var p pack
		if err := json.Unmarshal(b, &p); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		packs = append(packs, p)
	}
	sort.Slice(packs, func(i, j int) bool { return setNumber(packs[i]) < setNumber(packs[j]) })
	seen := map[string]bool{}
	for _, p := range packs {
		s := &set{code: p.Code, order: setNumber(p)}
		for _, c := range p.Cards {
			if seen[c.ID] {
				continue
			}
			seen[c.ID] = true
			c.set = p.Code
			s.cards = append(s.cards, c)
		}
		sort.Slice(s.cards, func(i, j int) bool { return s.cards[i].ID < s.cards[j].ID })
		sets = append(sets, s)
	}
	return sets, nil
}

// setNumber is a pack's own Master Vault set number (its first id).
func setNumber(p pack) int {
	n := 0
	if len(p.IDs) > 0 {
		fmt.Sscan(p.IDs[0], &n)
	}
	return n
}

// compiled is one card's outcome.
type compiled struct {
	card
	result
}

// compileCard compiles a card and checks that its script prints back as
// its text.
func compileCard(c card) compiled {
	r := compile(c.Text, c.Name)
	if r.script != nil {
		if t := unfired(r.script, c.Type); t != "" {
			r = refused(t+" on "+article(c.Type)+": the engine does not fire it", c.Text)
		} else if why := unsupported(r.script); why != "" {
			r = refused(why, c.Text)
		} else if why := wrongSelf(r.script, c.Type); why != "" {
			r = refused(why, c.Text)
		} else if why := unpicked(r.script); why != "" {
			r = refused(why, c.Text)
		}
	}
	if r.script != nil {
		r.script.ID = c.ID
		got := engine.CardTextKey(r.script.Text(c.Name))
		if got != engine.CardTextKey(c.Text) {
			r = refused("prints back differently", got+"  <>  "+engine.CardTextKey(c.Text))
		}
	}
	return compiled{c, r}
}

// writeSet writes one set's generated scripts.
func writeSet(out string, s *set, all []compiled) error {
	var b bytes.Buffer
	varName := "gen" + goName(s.code) + "Scripts"
	fmt.Fprintf(&b, "// Code generated by cardgen from the keyteki packs; DO NOT EDIT.\n\npackage engine\n\n")
	fmt.Fprintf(&b, "// %s holds the %s cards whose printed text compiles whole, sorted by id.\n", varName, s.code)
	fmt.Fprintf(&b, "var %s = []Script{\n", varName)
	for _, c := range all {
		if c.set != s.code || c.script == nil {
			continue
		}
		fmt.Fprintf(&b, "\t// %s: %q\n", c.Name, engine.NormalizeCardText(c.Text))
		fmt.Fprintf(&b, "\t%s,\n", strings.TrimPrefix(literal(reflect.ValueOf(*c.script)), "Script"))
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return fmt.Errorf("%s: %w", s.code, err)
	}
	return os.WriteFile(filepath.Join(out, "cards_"+strings.ToLower(s.code)+"_gen.go"), src, 0o644)
}

// goName is a set code as part of a Go name: "CotA", "MG2024".
func goName(code string) string { return strings.ToUpper(code[:1]) + code[1:] }

// writeGolden lists every compiled card with its English.
func writeGolden(path string, all []compiled) error {
	var b bytes.Buffer
	for _, c := range sortedByID(all) {
		if c.script == nil {
			continue
		}
		fmt.Fprintf(&b, "%s (%s)\n", c.ID, c.Name)
		for _, line := range strings.Split(c.script.Text(c.Name), "\n") {
			fmt.Fprintf(&b, "\t%s\n", line)
		}
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

func sortedByID(all []compiled) []compiled {
	s := append([]compiled(nil), all...)
	sort.Slice(s, func(i, j int) bool { return s[i].ID < s[j].ID })
	return s
}

// writeBlockers writes the counts per set and the blockers, most common
// first, each with a few example cards.
func writeBlockers(path string, sets []*set, all []compiled) error {
	var b bytes.Buffer
	total, done, none := 0, 0, 0
	fmt.Fprintf(&b, "# cardgen: compiled cards per set (a card in the first set that prints it)\n")
	fmt.Fprintf(&b, "# set\tcards\tcompiled\tno script needed\n")
	for _, s := range sets {
		n, d, k := 0, 0, 0
		for _, c := range all {
			if c.set != s.code {
				continue
			}
			n++
			if c.script != nil {
				d++
			}
			if c.none {
				k++
			}
		}
		fmt.Fprintf(&b, "%s\t%d\t%d\t%d\n", s.code, n, d, k)
		total, done, none = total+n, done+d, none+k
	}
	fmt.Fprintf(&b, "total\t%d\t%d\t%d\n", total, done, none)
	fmt.Fprintf(&b, "# fully scripted (compiled or no script needed): %d of %d\n\n", done+none, total)

	type group struct {
		pattern string
		cards   []compiled
	}
	groups := map[string]*group{}
	for _, c := range all {
		if c.script != nil || c.none {
			continue
		}
		g := groups[c.blocker]
		if g == nil {
			g = &group{pattern: c.blocker}
			groups[c.blocker] = g
		}
		g.cards = append(g.cards, c)
	}
	list := make([]*group, 0, len(groups))
	for _, g := range groups {
		list = append(list, g)
	}
	sort.Slice(list, func(i, j int) bool {
		if len(list[i].cards) != len(list[j].cards) {
			return len(list[i].cards) > len(list[j].cards)
		}
		return list[i].pattern < list[j].pattern
	})
	writeUnlocks(&b, all)
	fmt.Fprintf(&b, "# blockers, most common first: cards blocked, the pattern, examples\n")
	for _, g := range list {
		fmt.Fprintf(&b, "%d\t%s\n", len(g.cards), g.pattern)
		for i, c := range g.cards {
			if i == *examples {
				break
			}
			fmt.Fprintf(&b, "\t%s: %s\n", c.ID, c.example)
		}
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// fired are the triggers the engine fires for a card of each type (its
// own abilities; given abilities fire for the card given them).
var fired = map[string]engine.Trigger{
	"creature": engine.OnPlay | engine.OnReap | engine.OnFight | engine.OnBeforeFight | engine.OnAction | engine.OnOmni |
		engine.OnDestroyed | engine.OnScrap | engine.OnFate | engine.OnTurnStart | engine.OnTurnEnd | engine.OnPlayOther |
		engine.OnEnemyDestroyedFighting | engine.OnCreatureReaps | engine.OnCreatureDestroyed | engine.OnCreatureFights |
		engine.OnHouseChosen | engine.OnKeyForged | engine.OnTideRaised | engine.OnEachTurnEnd,
	"artifact": engine.OnPlay | engine.OnAction | engine.OnOmni | engine.OnDestroyed | engine.OnScrap | engine.OnFate | engine.OnTurnStart |
		engine.OnTurnEnd | engine.OnPlayOther | engine.OnCreatureReaps | engine.OnCreatureDestroyed | engine.OnCreatureFights |
		engine.OnHouseChosen | engine.OnKeyForged | engine.OnTideRaised | engine.OnEachTurnEnd,
	"action":  engine.OnPlay | engine.OnScrap | engine.OnFate,
	"upgrade": engine.OnPlay | engine.OnScrap | engine.OnFate,
}

func init() { fired["token creature"] = fired["creature"] }

// unfired names the first trigger of a script's own abilities that the
// engine never fires for a card of type typ ("" when all fire): such an
// ability would silently do nothing.
func unfired(s *engine.Script, typ string) string {
	for _, ab := range s.Abilities {
		if ab.Grant != nil {
			continue
		}
		if extra := ab.On &^ fired[typ]; extra != 0 {
			for _, tn := range triggerWords {
				if extra&tn.t != 0 {
					return tn.w
				}
			}
			return "a trigger"
		}
	}
	return ""
}

func article(s string) string {
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// writeUnlocks lists the blockers by how many cards each would unlock
// alone: the cards it is the only blocker of (every other sentence of the
// card compiles). The grammar grows best by the top of this list.
func writeUnlocks(b *bytes.Buffer, all []compiled) {
	alone := map[string]int{}
	var lines bytes.Buffer
	for _, c := range all {
		if c.script != nil || c.none || len(c.all) == 0 {
			continue
		}
		first, only := c.all[0], true
		for _, p := range c.all[1:] {
			only = only && p == first
		}
		if only {
			alone[first]++
			fmt.Fprintf(&lines, "%s\t%s\t%s\n", first, c.ID, strings.NewReplacer("\r", "", "\n", " / ").Replace(c.Text))
		}
	}
	if *alonePath != "" {
		if err := os.WriteFile(*alonePath, lines.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "cardgen:", err)
		}
	}
	type row struct {
		pattern string
		n       int
	}
	var rows []row
	for p, n := range alone {
		rows = append(rows, row{p, n})
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].n != rows[j].n {
			return rows[i].n > rows[j].n
		}
		return rows[i].pattern < rows[j].pattern
	})
	fmt.Fprintf(b, "# blockers that would unlock the most cards alone (cards whose only blocker they are)\n")
	for i, r := range rows {
		if i == *unlockRows {
			break
		}
		fmt.Fprintf(b, "%d\t%s\n", r.n, r.pattern)
	}
	fmt.Fprintln(b)
}

// unsupported names a target the interpreter would misread ("" when
// none): it picks a step's cards in play or, for a discard, an archive or
// a purge, from a hand; it counts in play or in a discard pile.
func unsupported(s *engine.Script) string {
	for _, ab := range s.Abilities {
		for _, st := range allSteps(ab) {
			if st.If.Is == engine.IfThatDestroyed && st.To.Count == engine.ThatNeighbors {
				return "the neighbors of a destroyed creature: it has left play, the engine knows none"
			}
			if st.To.Is&engine.Token != 0 && (st.Do == engine.DoReturn || st.Do == engine.DoArchive || st.Do == engine.DoShuffle ||
				st.Do == engine.DoTopDeck || st.Do == engine.DoBottom) {
				return "a token creature to a hand, archives or deck: the engine does not turn it back into its card"
			}
			switch st.To.Where {
			case engine.InPlay:
			case engine.InHand:
				if st.Do != engine.DoDiscard && st.Do != engine.DoArchive && st.Do != engine.DoPurge {
					return "a card from a hand for this effect: the engine picks only in play"
				}
			case engine.InDiscard:
				switch st.Do {
				case engine.DoReturn, engine.DoPurge, engine.DoArchive, engine.DoShuffle:
				default:
					return "a card in a discard pile for this effect: the engine moves it only to a hand, archives, deck or out of the game"
				}
			default:
				return "a card in archives as a target: the engine picks only in play, a hand or a discard pile"
			}
			if st.Per != nil && st.Per.Of.Where != engine.InPlay && st.Per.Of.Where != engine.InDiscard {
				return "a count of cards in a hand or archives: the engine counts in play or a discard pile"
			}
			if st.If.Of != nil && st.If.Of.Where != engine.InPlay && st.If.Of.Where != engine.InDiscard {
				return "a condition on cards in a hand or archives: the engine counts in play or a discard pile"
			}
		}
	}
	return ""
}

// wrongSelf names a reference to the card itself that does not fit its
// type ("" when none): "this creature" is an upgrade's creature (Parent),
// so on another card it would silently reach nothing; an action card is
// not in play, so it cannot capture, be dealt damage, and so on.
func wrongSelf(s *engine.Script, typ string) string {
	parent := func(t *engine.Target) bool { return t != nil && t.Count == engine.Parent }
	if typ != "upgrade" {
		for _, st := range s.Statics {
			if parent(&st.To) {
				return "\"this creature\" on " + article(typ) + ": the engine reads it as an upgrade's creature"
			}
		}
	}
	for _, ab := range s.Abilities {
		if typ != "upgrade" && parent(ab.Grant) {
			return "a grant to \"this creature\" on " + article(typ)
		}
		for _, st := range ab.Steps {
			if typ != "upgrade" && st.Lasting != nil && parent(st.Lasting.Grant) {
				return "a lasting grant to \"this creature\" on " + article(typ)
			}
		}
		for _, st := range ownSteps(ab) {
			if ab.Grant == nil && typ != "upgrade" && (parent(&st.To) || st.Per != nil && parent(&st.Per.Of)) {
				return "\"this creature\" on " + article(typ) + ": the engine reads it as an upgrade's creature"
			}
			if (st.To.Count == engine.Fought || st.To.Count == engine.FoughtNeighbors) && ab.On&^(engine.OnFight|engine.OnBeforeFight) != 0 {
				return "\"the creature it fights\" outside a fight trigger"
			}
			if st.Do == engine.DoForbidHouse && typ != "creature" && typ != "artifact" {
				return "\"until NAME leaves play\" on " + article(typ) + ": it is never in play"
			}
			if typ == "action" && st.To.Count == engine.Self {
				switch st.Do {
				case engine.DoPurge, engine.DoArchive, engine.DoReturn, engine.DoShuffle, engine.DoBottom:
				default:
					return "an action card's effect on itself: it is not in play"
				}
			}
		}
	}
	return ""
}

// refused is the result of a card whose text compiles but whose script a
// check refuses: that check is its only blocker.
func refused(why, example string) result {
	return result{blocker: why, example: example, all: []string{why}}
}

// allSteps is an ability's steps and those of the lasting abilities they
// start: the guards check both.
func allSteps(ab engine.Ability) []engine.Clause {
	out := ab.Steps
	for _, st := range ab.Steps {
		if st.Lasting != nil {
			out = append(out[:len(out):len(out)], st.Lasting.Steps...)
		}
	}
	return out
}

// ownSteps is an ability's steps and those of the lasting abilities they
// start for the card itself, not given to others (in a given one, "this
// creature" is the card given it).
func ownSteps(ab engine.Ability) []engine.Clause {
	out := ab.Steps
	for _, st := range ab.Steps {
		if st.Lasting != nil && st.Lasting.Grant == nil {
			out = append(out[:len(out):len(out)], st.Lasting.Steps...)
		}
	}
	return out
}

// unpicked names a "most powerful" or "least powerful" where the engine
// only matches cards one at a time (a constant ability's cards, a given
// ability's, an event trigger's, a lasting effect on each card): it is
// worked out among the candidates of a step only, so there it would
// match every card ("" when none).
func unpicked(s *engine.Script) string {
	extreme := func(t *engine.Target) bool {
		return t != nil && t.Is&(engine.MostPowerful|engine.LeastPowerful) != 0
	}
	const why = "\"most/least powerful\" outside a step's choice: the engine would match each card"
	for i := range s.Statics {
		if extreme(&s.Statics[i].To) {
			return why
		}
	}
	for _, ab := range s.Abilities {
		if extreme(ab.Grant) || extreme(ab.When) {
			return why
		}
		for _, st := range ab.Steps {
			if in := st.Lasting; in != nil && (extreme(in.Grant) || extreme(in.When)) {
				return why
			}
			if st.Dur != engine.UntilNone && st.To.Count == engine.Each && extreme(&st.To) {
				return why
			}
		}
	}
	return ""
}
