package codec

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/kfr-dev/kfr/engine"
	"github.com/vmihailenco/msgpack/v5"
	"github.com/vmihailenco/msgpack/v5/msgpcode"
)

// DecodeAction reads an action stored by EncodeAction. It returns an error,
// never panics, on any other input.
func DecodeAction(b []byte) (engine.Action, error) {
	var d Decoder
	return d.Decode(b)
}

// Decoder decodes one stored action after another with the same buffers,
// for reading a whole log: a fresh msgpack decoder for each of a match's
// hundreds of actions was most of what reading it allocated. The zero
// Decoder is ready to use.
type Decoder struct {
	r   bytes.Reader
	dec *msgpack.Decoder
}

// Decode is DecodeAction. The action keeps nothing of b.
func (d *Decoder) Decode(b []byte) (engine.Action, error) {
	d.r.Reset(b)
	if d.dec == nil {
		d.dec = msgpack.NewDecoder(&d.r)
	} else {
		d.dec.Reset(&d.r)
	}
	rd := reader{dec: d.dec}
	a, err := rd.action()
	if err != nil {
		return engine.Action{}, fmt.Errorf("codec: %w", err)
	}
	if d.r.Len() > 0 {
		return engine.Action{}, fmt.Errorf("codec: %d bytes after the action", d.r.Len())
	}
	return a, nil
}

// reader reads the elements of one action's array, counting what is left:
// fields past the end read as zero.
type reader struct {
	dec  *msgpack.Decoder
	left int
}

func (d *reader) action() (engine.Action, error) {
	n, err := d.dec.DecodeArrayLen()
	if err != nil {
		return engine.Action{}, err
	}
	if n < 1 || n > maxLen {
		return engine.Action{}, fmt.Errorf("bad action array length %d", n)
	}
	d.left = n - 1
	v, err := d.dec.DecodeUint64()
	if err != nil {
		return engine.Action{}, err
	}
	if v >= uint64(len(layouts)) {
		return engine.Action{}, fmt.Errorf("unknown verb %d", v)
	}
	a := engine.Action{Verb: engine.Verb(v), Player: engine.NoPlayer}
	for _, f := range layouts[a.Verb] {
		if err := d.field(&a, f); err != nil {
			return a, err
		}
	}
	if a.Verb == engine.VerbCheck {
		if err := d.checkItems(a.Check); err != nil {
			return a, err
		}
	}
	if d.left > 0 {
		return a, fmt.Errorf("%d extra fields for %s", d.left, a.Verb)
	}
	return a, nil
}

// take reports whether another element is there to read.
func (d *reader) take() bool {
	if d.left == 0 {
		return false
	}
	d.left--
	return true
}

func (d *reader) int(lo, hi int64) (int64, error) {
	if !d.take() {
		return 0, nil
	}
	n, err := d.dec.DecodeInt64()
	if err != nil {
		return 0, err
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("number %d out of range", n)
	}
	return n, nil
}

// zero reads a 0 or nil standing for an unset field, if that is next.
func (d *reader) isZeroNext() (bool, error) {
	c, err := d.dec.PeekCode()
	if err != nil {
		return false, err
	}
	if c == msgpcode.Nil || c == 0 {
		_, err := d.dec.DecodeInterface()
		return true, err
	}
	return false, nil
}

func (d *reader) string() (string, error) {
	if !d.take() {
		return "", nil
	}
	if z, err := d.isZeroNext(); z || err != nil {
		return "", err
	}
	return d.dec.DecodeString()
}

func (d *reader) card() (engine.CardRef, error) {
	if !d.take() {
		return engine.CardRef{}, nil
	}
	if z, err := d.isZeroNext(); z || err != nil {
		return engine.CardRef{}, err
	}
	return d.cardValue()
}

// cardValue reads "id", [id, copy] or [id, copy, icons].
func (d *reader) cardValue() (engine.CardRef, error) {
	c, err := d.dec.PeekCode()
	if err != nil {
		return engine.CardRef{}, err
	}
	if msgpcode.IsString(c) || c == msgpcode.Str8 || c == msgpcode.Str16 || c == msgpcode.Str32 {
		id, err := d.dec.DecodeString()
		return engine.CardRef{ID: id}, err
	}
	n, err := d.dec.DecodeArrayLen()
	if err != nil {
		return engine.CardRef{}, err
	}
	if n != 2 && n != 3 {
		return engine.CardRef{}, fmt.Errorf("bad card reference length %d", n)
	}
	id, err := d.dec.DecodeString()
	if err != nil {
		return engine.CardRef{}, err
	}
	cp, err := d.dec.DecodeInt64()
	if err != nil {
		return engine.CardRef{}, err
	}
	if cp < -maxLen || cp > maxLen {
		return engine.CardRef{}, fmt.Errorf("copy %d out of range", cp)
	}
	ref := engine.CardRef{ID: id, Copy: int(cp)}
	if n == 3 {
		if ref.Icons, err = d.dec.DecodeString(); err != nil {
			return engine.CardRef{}, err
		}
		if ref.Icons == "" || len(ref.Icons) > maxIcons {
			return engine.CardRef{}, fmt.Errorf("bad copy icons %q", ref.Icons)
		}
	}
	return ref, nil
}

// maxIcons bounds a copy's icons ("capture+draw+damage+…"): a few
// enhancements, never more than a card can carry.
const maxIcons = 128

func (d *reader) player() (int8, error) {
	n, err := d.int(0, 2)
	return int8(n) - 1, err
}

func (d *reader) listLen() (int, error) {
	if z, err := d.isZeroNext(); z || err != nil {
		return 0, err
	}
	n, err := d.dec.DecodeArrayLen()
	if err != nil {
		return 0, err
	}
	if n < 0 || n > maxLen {
		return 0, fmt.Errorf("bad list length %d", n)
	}
	return n, nil
}

func (d *reader) cards() ([]engine.CardRef, error) {
	if !d.take() {
		return nil, nil
	}
	n, err := d.listLen()
	if err != nil {
		return nil, err
	}
	var out []engine.CardRef
	for range n {
		c, err := d.cardValue()
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (d *reader) words() ([]string, error) {
	if !d.take() {
		return nil, nil
	}
	n, err := d.listLen()
	if err != nil {
		return nil, err
	}
	var out []string
	for range n {
		w, err := d.dec.DecodeString()
		if err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, nil
}

func (d *reader) house() (engine.House, error) {
	if !d.take() {
		return "", nil
	}
	c, err := d.dec.PeekCode()
	if err != nil {
		return "", err
	}
	if msgpcode.IsFixedNum(c) || c == msgpcode.Uint8 {
		n, err := d.dec.DecodeInt64()
		if err != nil {
			return "", err
		}
		if n == 0 {
			return "", nil
		}
		if n < 0 || n > int64(len(houseTable)) {
			return "", fmt.Errorf("unknown house number %d", n)
		}
		return houseTable[n-1], nil
	}
	s, err := d.dec.DecodeString()
	return engine.House(s), err
}

func (d *reader) field(a *engine.Action, f field) error {
	var err error
	var n int64
	switch f {
	case fPlayer:
		a.Player, err = d.player()
	case fCard:
		a.Card, err = d.card()
	case fTarget:
		a.Target, err = d.card()
	case fFlank:
		n, err = d.int(0, int64(engine.FlankAt))
		a.Flank = engine.Flank(n)
	case fPos:
		n, err = d.int(0, maxLen)
		a.Pos = int32(n)
	case fKey:
		n, err = d.int(0, int64(engine.KeyYellow))
		a.Key = engine.KeyColor(n)
	case fHouse:
		a.House, err = d.house()
	case fN:
		n, err = d.int(-maxLen, maxLen)
		a.N = int32(n)
	case fMix:
		n, err = d.int(0, 1<<32-1)
		a.Mix = uint32(n)
	case fCards:
		a.Cards, err = d.cards()
	case fWords:
		a.Words, err = d.words()
	case fEffect:
		a.Effect, err = d.effect()
	case fCheck:
		a.Check, err = d.checkHead()
	default:
		err = errors.New("unknown field")
	}
	return err
}

func (d *reader) effect() (*engine.Effect, error) {
	e := &engine.Effect{}
	kind, err := d.int(0, int64(len(engine.EffectSpecs)-1))
	if err != nil {
		return nil, err
	}
	e.Kind = engine.EffectKind(kind)
	owner, err := d.int(0, 5)
	if err != nil {
		return nil, err
	}
	e.Player, e.Opponent = int8(owner/2)-1, owner%2 == 1
	n, err := d.int(-maxLen, maxLen)
	if err != nil {
		return nil, err
	}
	e.N = int(n)
	if e.Card, err = d.card(); err != nil {
		return nil, err
	}
	if e.Target, err = d.card(); err != nil {
		return nil, err
	}
	key, err := d.int(0, int64(engine.KeyYellow))
	if err != nil {
		return nil, err
	}
	e.Key = engine.KeyColor(key)
	kw, err := d.string()
	if err != nil {
		return nil, err
	}
	e.Keyword = engine.Keyword(kw)
	splash, err := d.int(0, maxLen)
	if err != nil {
		return nil, err
	}
	e.Splash = int(splash)
	dur, err := d.int(0, int64(engine.UntilLeavesPlay))
	if err != nil {
		return nil, err
	}
	e.Duration = engine.Duration(dur)
	if e.Text, err = d.string(); err != nil {
		return nil, err
	}
	if len(e.Text) > maxText {
		return nil, fmt.Errorf("effect text of %d bytes", len(e.Text))
	}
	return e, nil
}

// maxText bounds a granted ability's text: a card's whole text box is
// well under it.
const maxText = 4096

func (d *reader) checkHead() (*engine.Check, error) {
	c := &engine.Check{}
	var err error
	if c.Player, err = d.player(); err != nil {
		return nil, err
	}
	c.Card, err = d.card()
	return c, err
}

// checkItems reads the (field, value) pairs left in the array.
func (d *reader) checkItems(c *engine.Check) error {
	if d.left%2 != 0 {
		return errors.New("check items come in pairs")
	}
	for d.left > 0 {
		d.left -= 2
		it, err := d.checkItem()
		if err != nil {
			return err
		}
		c.Items = append(c.Items, it)
	}
	return nil
}

func (d *reader) checkItem() (engine.CheckItem, error) {
	var it engine.CheckItem
	c, err := d.dec.PeekCode()
	if err != nil {
		return it, err
	}
	if msgpcode.IsFixedNum(c) {
		n, err := d.dec.DecodeInt64()
		if err != nil {
			return it, err
		}
		if n < 0 || n >= int64(len(checkFieldTable)) {
			return it, fmt.Errorf("unknown check field number %d", n)
		}
		it.Field = checkFieldTable[n]
	} else if it.Field, err = d.dec.DecodeString(); err != nil {
		return it, err
	} else if it.Field == "" {
		return it, errors.New("check item without a field")
	}
	if c, err = d.dec.PeekCode(); err != nil {
		return it, err
	}
	if msgpcode.IsString(c) || c == msgpcode.Str8 || c == msgpcode.Str16 || c == msgpcode.Str32 {
		it.Word, err = d.dec.DecodeString()
		if err == nil && it.Word == "" {
			err = errors.New("empty check word")
		}
		return it, err
	}
	n, err := d.dec.DecodeInt64()
	if err != nil {
		return it, err
	}
	if n < -maxLen || n > maxLen {
		return it, fmt.Errorf("check value %d out of range", n)
	}
	it.N = int(n)
	return it, nil
}
