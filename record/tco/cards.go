package tco

import (
	"errors"
	"strings"
	"unicode"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// Resolver finds a card by the name a log gives it. *carddb.Index is one.
type Resolver interface {
	Lookup(name string) (*engine.CardDef, error)
}

// cards resolves names exactly (folded title or id, never a mere prefix)
// and remembers the answers: a log names the same cards again and again.
//
// Only titles are remembered across logs (a *Names): the parser tries many
// cuts of a line that are no title, and those are remembered for one log
// only (miss, cleared by Parse), so that importing thousands of logs does
// not grow the memory with every log's text.
type cards struct {
	r     Resolver
	cache map[string]title    // titles found, keys cloned from the log
	miss  map[string]struct{} // names of this log that are no card
	// longest is the longest folded title (the resolver's LongestFold), 0
	// when not known: a name of more letters and digits than that is no
	// title (mayBeTitle would say so, after folding it).
	longest int
	// states are the cards' records by id (cardState), lastState the
	// one asked last; parse and turn stamp the parse and the turn being
	// read (newParse, newTurn).
	states      map[string]*cardState
	lastState   *cardState
	parse, turn uint64
	// factsOf is the script set the states' facts answer about, factsAt
	// its generation (scriptOf).
	factsOf engine.Scripts
	factsAt uint64
	// last is the title found last, and lastDef its card: the lines of a
	// log name the same card one after another (a card's uses, its bonus
	// icons), a quarter of the lookups. Forgotten with the log.
	last    string
	lastDef *engine.CardDef
	// lastTitle is lastDef's record (cardState).
	lastTitle *cardState
	// room is where the parser keeps the clauses of the ability line it
	// reads: here, with the other memory that outlives a parse, it is
	// made once, not once a log.
	room clauseRoom
}

// scriptFacts is what the parser asks about one card's script on each of
// its ability lines. The engine's answers walk the script every time
// (about a sixth of an ability line's instructions); a script never
// changes, so each answer is found once.
type scriptFacts struct {
	abilities bool   // FullyScripted and HasAbilities
	known     uint64 // the kinds under 64 whose Makes is answered
	makes     uint64 // of those, the kinds the script makes
	said      []kindWords
}

// kindWords are the words of a comment on a change of kind k.
type kindWords struct {
	k engine.EffectKind
	w string
}

// words is "scripted: KIND by ID", made once for each kind and card: a
// scripted card's lines repeat it in every log (the string built for each
// line was a seventh of a parse's allocations, once a log a fiftieth of
// its bytes).
func (f *scriptFacts) words(k engine.EffectKind, id string) string {
	for _, s := range f.said {
		if s.k == k {
			return s.w
		}
	}
	w := "scripted: " + k.String() + " by " + id
	f.said = append(f.said, kindWords{k, w})
	return w
}

// scriptOf is what is known of card id's script in the set ss.
func (c *cards) scriptOf(ss engine.Scripts, id string) *scriptFacts {
	return c.factsIn(ss, c.state(id))
}

// factsIn is scriptOf of the card whose state is s.
func (c *cards) factsIn(ss engine.Scripts, s *cardState) *scriptFacts {
	if c.factsAt == 0 || c.factsOf != ss {
		c.factsOf = ss
		c.factsAt++
	}
	if s.factsAt != c.factsAt {
		s.facts, s.factsAt = &scriptFacts{abilities: ss.FullyScripted(s.id) && ss.HasAbilities(s.id)}, c.factsAt
	}
	return s.facts
}

// makesKind is ss.Makes(id, k), answered once per kind.
func (f *scriptFacts) makesKind(ss engine.Scripts, id string, k engine.EffectKind) bool {
	if k >= 64 {
		return ss.Makes(id, k)
	}
	bit := uint64(1) << k
	if f.known&bit == 0 {
		f.known |= bit
		if ss.Makes(id, k) {
			f.makes |= bit
		}
	}
	return f.makes&bit != 0
}

func newCards(r Resolver) *cards {
	c := &cards{r: r, cache: make(map[string]title, 64), miss: make(map[string]struct{}, 64), states: make(map[string]*cardState, 64)}
	if l, ok := r.(interface{ LongestFold() int }); ok {
		if _, ok := r.(completer); ok { // the bound is mayBeTitle's
			c.longest = l.LongestFold()
		}
	}
	return c
}

// forget drops what the last log's non-titles were, and its last title.
func (c *cards) forget() {
	clear(c.miss)
	c.last, c.lastDef, c.lastTitle = "", nil, nil
}

// Names is a Resolver that remembers what names meant, across Parse
// calls: importing many logs, pass the same *Names to each Parse and each
// title is looked up once. It is not safe for concurrent use.
type Names struct{ c *cards }

// NewNames wraps a resolver (a *carddb.Index) with a memory.
func NewNames(r Resolver) *Names { return &Names{c: newCards(r)} }

// Lookup implements Resolver: exact titles only (see Parse).
func (n *Names) Lookup(name string) (*engine.CardDef, error) {
	if d := n.c.card(name); d != nil {
		return d, nil
	}
	return nil, &carddb.LookupError{Name: name}
}

// cardsFor is the name memory a parse uses: the one of a *Names, else a
// fresh one for this parse.
func cardsFor(r Resolver) *cards {
	if n, ok := r.(*Names); ok {
		return n.c
	}
	return newCards(r)
}

// tcoSpelling repairs spellings TCO uses that carddb.Fold does not fold:
// the ellipsis character and doubled apostrophes.
func tcoSpelling(name string) string {
	name = strings.TrimSpace(name)
	if strings.Contains(name, "…") {
		name = strings.ReplaceAll(name, "…", "...")
	}
	if strings.Contains(name, "''") {
		name = strings.ReplaceAll(name, "''", "'")
	}
	return name
}

// card returns the definition a name means exactly, or nil.
func (c *cards) card(name string) *engine.CardDef {
	if c.longest > 0 && len(name) > c.longest && alnumASCIIOver(name, c.longest) {
		return nil // no title (mayBeTitle): not even looked up in the maps (a list of titles, most often)
	}
	if def := c.known(name); def != nil {
		return def
	}
	if _, ok := c.miss[name]; ok {
		return nil
	}
	var def *engine.CardDef
	if c.r != nil && name != "" && c.mayBeTitle(name) {
		n := tcoSpelling(name)
		d, err := c.r.Lookup(n)
		if err != nil {
			d = c.byID(name, err)
		}
		if d != nil && (carddb.Fold(d.Name) == carddb.Fold(n) || d.ID == n) {
			def = d
		}
	}
	if def == nil {
		c.miss[name] = struct{}{}
		return nil
	}
	// A clone: the name is a piece of the log, which must not stay in
	// memory for as long as the cache does.
	c.cache[strings.Clone(name)] = title{def: def, state: c.record(def.ID)}
	return def
}

// known is the card of a name found to be a title before, nil for any
// other name (card looks that up).
func (c *cards) known(name string) *engine.CardDef {
	if name == c.last && c.lastDef != nil {
		c.lastState = c.lastTitle
		return c.lastDef
	}
	if t, ok := c.cache[name]; ok {
		c.last, c.lastDef, c.lastTitle = name, t.def, t.state
		c.lastState = t.state
		return t.def
	}
	return nil
}

// title is a card a name was found to be, and what is known of the longer
// titles that begin with the name (ended).
type title struct {
	def   *engine.CardDef
	state *cardState // the record of def's id
	// more is 0 when not asked yet, endsTitles when no title folds to the
	// name's fold followed by more words, mayGoOn when one may.
	more uint8
}

const (
	endsTitles = 1 + iota
	mayGoOn
)

// ended is the card of name when name is a title (found before) that no
// longer title begins with, else nil: "Tick-Tock, …" or "Citizen Shrix
// and …" then folds to no title (the fold of name, a space and more
// words; mayBeTitle would say so after folding it, which is most of a
// failed lookup's cost). The answer is asked of the resolver once per
// title.
func (c *cards) ended(name string) *engine.CardDef {
	t, ok := c.cache[name]
	if !ok {
		return nil
	}
	if t.more == 0 {
		t.more = mayGoOn
		if cp, ok := c.r.(completer); ok {
			// The titles whose fold begins with name's: none, or name's own.
			if found := cp.Complete(name, 2); len(found) == 0 || len(found) == 1 && carddb.Fold(found[0]) == carddb.Fold(name) {
				t.more = endsTitles
			}
		}
		c.cache[name] = t
	}
	if t.more != endsTitles {
		return nil
	}
	return t.def
}

// wordIn reports whether s holds an ASCII letter or digit: a word of its
// own in s's fold.
func wordIn(s string) bool { return alnumASCIIOver(s, 0) }

// completer is the cheap title search of *carddb.Index.
type completer interface {
	Complete(prefix string, max int) []string
}

// mayBeTitle rules out, cheaply, a name that is no card's exact title:
// the parser tries many cuts of a line, and a resolver's failed Lookup
// may be slow (it looks for suggestions). The exact title, when there is
// one, is the first completion of itself.
func (c *cards) mayBeTitle(name string) bool {
	cp, ok := c.r.(completer)
	if !ok {
		return true
	}
	t := cp.Complete(name, 1)
	if len(t) != 1 {
		return false
	}
	if t[0] == name {
		return true
	}
	return carddb.Fold(t[0]) == carddb.Fold(name)
}

// alnumASCIIOver reports whether s has more than n ASCII letters and
// digits: each is a byte of s's fold (carddb.Fold), so the fold is longer
// than n. It stops at the first n+1 (the names tried are often whole
// lists of titles, many times longer than a title).
func alnumASCIIOver(s string, n int) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			if n--; n < 0 {
				return true
			}
		}
	}
	return false
}

// byID settles a title the resolver finds ambiguous: several ids share
// it (Dark Tidings' evil twins: "kaupe" and "kaupe-evil-twin"; reprints).
// A TCO log cannot tell them apart, so the plain id is taken, when the
// resolver can look ids up.
func (c *cards) byID(name string, err error) *engine.CardDef {
	var le *carddb.LookupError
	db, ok := c.r.(engine.CardDB)
	if !ok || !errors.As(err, &le) || !le.Ambiguous {
		return nil
	}
	for _, id := range []string{
		slug(name),
		slug(strings.ReplaceAll(name, "...", "…")),                             // ids keep the "…" character
		strings.ReplaceAll(strings.ToLower(strings.TrimSpace(name)), " ", "-"), // "PYR*0" is pyr*0
	} {
		if d := db.Card(id); d != nil {
			return d
		}
	}
	return nil
}

// slug guesses the keyteki id of a title: lower case, letters, digits and
// "…" kept, dots dropped, every other run made one hyphen ("Martyr’s End"
// is martyr-s-end, "Auto-Autopsy 2.1" auto-autopsy-21).
func slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '…':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == '.':
		default:
			dash = true
		}
	}
	return b.String()
}

// def is the definition of a resolved card, read once for each id.
func (c *cards) def(r engine.CardRef) *engine.CardDef {
	s := c.state(r.ID)
	if !s.defRead {
		s.def, s.defRead = c.readDef(r.ID), true
	}
	return s.def
}

// readDef is the definition of card id, from the resolver.
func (c *cards) readDef(id string) *engine.CardDef {
	if db, ok := c.r.(engine.CardDB); ok {
		return db.Card(id)
	}
	return c.card(id)
}

// ref is the reference for a name known to be a card.
func (c *cards) ref(name string) (engine.CardRef, bool) {
	if def := c.card(name); def != nil {
		return engine.CardRef{ID: def.ID}, true
	}
	return engine.CardRef{}, false
}

// list reads "A", "A and B", "A, B, and C" into cards, where titles may
// themselves hold commas and "and" ("Brunx and Bongle", "Duck, Duck,
// Superb Duck"): the longest title that resolves is taken first. A title
// named twice is two copies ("PI Sweven, PI Sweven": PI Sweven#2 second).
func (c *cards) list(s string) ([]engine.CardRef, bool) {
	return c.listTo(nil, s)
}

// listTo is list appending to dst, an empty slice (room on the caller's
// stack: most lists name one card).
func (c *cards) listTo(dst []engine.CardRef, s string) ([]engine.CardRef, bool) {
	refs, ok := c.titlesTo(dst, s)
	if !ok {
		return nil, false
	}
	for i := range refs {
		n := 1
		for _, r := range refs[:i] {
			if r.ID == refs[i].ID {
				n++
			}
		}
		if n > 1 {
			refs[i].Copy = n
		}
	}
	return refs, true
}

// titles cuts a list into titles (list without the copy numbers).
func (c *cards) titles(s string) ([]engine.CardRef, bool) {
	refs, ok := c.titlesTo(nil, s)
	if !ok {
		return nil, false
	}
	return refs, true
}

// titlesTo is titles appending to dst (one slice for the whole list, not
// one for each title).
func (c *cards) titlesTo(dst []engine.CardRef, s string) ([]engine.CardRef, bool) {
	s = trimSpace(s)
	if s == "" {
		return dst, false
	}
	// A title named before (most lists are one) is not cut. A string
	// longer than the longest title's fold is most often a list: it is
	// not hashed to find out (the lookup below answers all the same).
	if c.longest == 0 || len(s) <= c.longest {
		if def := c.known(s); def != nil {
			return append(dst, engine.CardRef{ID: def.ID}), true
		}
	}
	// Past a first title no other title begins with, a head holding more
	// words is no title: it is not looked up, and the list is cut only
	// up to the first word past that title, which is that title (its
	// card found with the answer, not looked up again: a list's title
	// was looked up three times, with the list left, for its end and for
	// itself).
	first, headAlnum, listed := firstCut(s)
	var head *engine.CardDef
	if listed {
		head = c.ended(s[:first.at])
	}
	ended := head != nil
	limit := c.longest
	if ended && headAlnum > 0 {
		limit = headAlnum
	}
	if !ended || !wordIn(s[first.at:]) {
		if r, ok := c.ref(s); ok {
			return append(dst, r), true
		}
	}
	// The cuts from the first on: its head, read by firstCut, holds no
	// other (it was read twice, and a third time for its letters).
	var room [8]cut
	var cuts []cut
	if listed {
		cuts = listCutsFrom(room[:0], s, first.at, headAlnum, limit)
	}
	for i := len(cuts) - 1; i >= 0; i-- {
		if i > 0 && ended && wordIn(s[first.at:cuts[i].at]) {
			continue
		}
		var r engine.CardRef
		var ok bool
		if i == 0 && ended {
			r = engine.CardRef{ID: head.ID} // s[:first.at], ended
		} else if r, ok = c.ref(s[:cuts[i].at]); !ok {
			continue
		}
		if refs, ok := c.titlesTo(append(dst, r), s[cuts[i].at+cuts[i].n:]); ok {
			return refs, true
		}
	}
	return dst, false
}

type cut struct{ at, n int }

// listCuts appends to out the separators a list of titles may be cut at.
// Each begins with a comma or a space: other bytes are passed over with
// one comparison, not three prefix tests (those were a twentieth of a
// parse's instructions).
func listCuts(out []cut, s string) []cut { return listCutsUpTo(out, s, 0) }

// listCutsUpTo is listCuts without the cuts whose head has more than
// limit ASCII letters and digits (none when limit is 0): with limit the
// longest title's, such a head is no title (card says so), and a long
// list was cut at every separator on every step of its reading.
func listCutsUpTo(out []cut, s string, limit int) []cut { return listCutsFrom(out, s, 0, 0, limit) }

// listCutsFrom is listCutsUpTo reading s from byte from on, where s[:from]
// holds no separator and alnum ASCII letters and digits (firstCut's
// answers).
func listCutsFrom(out []cut, s string, from, alnum, limit int) []cut {
	// alnum counts those in s[:i].
	for i := from; i < len(s); i++ {
		if limit > 0 && alnum > limit {
			break
		}
		switch c := s[i]; {
		case c == ',' || c == ' ':
			if n := sepAt(s, i); n > 0 {
				out = append(out, cut{i, n})
				if n != len(", ") {
					alnum += len("and")
				}
				i += n - 1
			}
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9':
			alnum++
		}
	}
	return out
}

// sepAt is the length of the list separator at s[i] (", and ", ", " or
// " and "), 0 when there is none. Callers ask only at a comma or a space:
// other bytes are passed over with two comparisons, not three prefix
// tests.
func sepAt(s string, i int) int {
	switch s[i] {
	case ',':
		if strings.HasPrefix(s[i:], ", and ") {
			return len(", and ")
		}
		if strings.HasPrefix(s[i:], ", ") {
			return len(", ")
		}
	case ' ':
		if strings.HasPrefix(s[i:], " and ") {
			return len(" and ")
		}
	}
	return 0
}

// firstCut is the first separator listCuts finds in s, and the number of
// ASCII letters and digits before it.
func firstCut(s string) (first cut, alnum int, ok bool) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ',' || c == ' ':
			if n := sepAt(s, i); n > 0 {
				return cut{i, n}, alnum, true
			}
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9':
			alnum++
		}
	}
	return cut{}, 0, false
}

// splitSource cuts "Card to rest" where the card title may itself hold
// " to ": the first cut whose head is a card wins; without one, the first
// " to ". src is the card when found.
func (c *cards) splitSource(s string) (src engine.CardRef, name, rest string, found bool) {
	first := -1
	for i := strings.Index(s, " to "); i >= 0; i = indexFrom(s, " to ", i+1) {
		if first < 0 {
			first = i
		}
		if d := c.card(s[:i]); d != nil {
			return engine.CardRef{ID: d.ID}, s[:i], s[i+4:], true
		}
	}
	if first < 0 {
		d := c.card(s)
		if d == nil {
			return src, s, "", false
		}
		return engine.CardRef{ID: d.ID}, s, "", true
	}
	return src, s[:first], s[first+4:], false
}
