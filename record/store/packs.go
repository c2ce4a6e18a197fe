package store

import (
	"bytes"
	"compress/flate"
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/codec"
)

// A pack is an imported match's log in one compressed blob (table
// match_packs, migration 0007): the imported file, then per action its
// msgpack, which line of the file its text is and its comment. The file
// is stored once and compresses to a few bytes per action, where a row
// per action held its line verbatim. The log's first n actions are the
// pack's; rows of actions follow from seq n.
//
// Layout before deflate, every number a uvarint:
//
//	version (1)
//	len(file) file
//	n, then n times: len(action) action, text, len(comment) comment
//
// text is 0 for no text, 1 for a text not found among the file's lines
// (len(text) text follows), 2+i for the file's line i (0-based; lines
// split at "\n", a trailing "\r" dropped).
const packVersion = 1

// Text references in a pack.
const (
	packNoText      = 0
	packLiteralText = 1
	packLineText    = 2 // + the 0-based line
)

// packedAction is one action read from a pack.
type packedAction struct {
	action        []byte
	text, comment string
}

// packLevel is deflate's level for packs: BestSpeed packs the shared logs
// in 16.6 bytes an action where level 4 took 14.4 and the default 13.5, for
// an eighth less of a whole import's time than level 4 (kfr import tco of
// 300 logs, CPU time), well within the 40 bytes an action imports may take.
const packLevel = flate.BestSpeed

// packer compresses packs with one deflate writer, made at the first
// pack: a writer is about 1 MB of state, and a sync.Pool's was dropped and
// made again at every garbage collection of an import.
type packer struct {
	mu     sync.Mutex
	w      *flate.Writer
	enc    codec.Encoder
	action []byte // one action encoded
	starts []int  // where the file's lines start
	raw    []byte // the pack before deflate
}

// deflate compresses raw; p.mu is held.
func (p *packer) deflate(raw []byte) ([]byte, error) {
	var out bytes.Buffer
	if p.w == nil {
		var err error
		if p.w, err = flate.NewWriter(&out, packLevel); err != nil {
			return nil, err
		}
	} else {
		p.w.Reset(&out)
	}
	if _, err := p.w.Write(raw); err != nil {
		return nil, err
	}
	if err := p.w.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// pack is the pack of file and the entries parsed from it. An entry's
// text is the line its Line names when it is that line, else kept
// verbatim.
func (p *packer) pack(file []byte, es []record.Entry) ([]byte, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.starts = lineStarts(p.starts[:0], file)
	raw := p.raw[:0]
	defer func() { p.raw = raw[:0] }()
	raw = binary.AppendUvarint(raw, packVersion)
	raw = appendBytes(raw, file)
	raw = binary.AppendUvarint(raw, uint64(len(es)))
	for i, e := range es {
		var err error
		if p.action, err = p.enc.Append(p.action[:0], e.Action); err != nil {
			return nil, fmt.Errorf("action %d (%q): %w", i+1, e.Text, err)
		}
		raw = appendBytes(raw, p.action)
		switch l := e.Line - 1; {
		case e.Text == "":
			raw = binary.AppendUvarint(raw, packNoText)
		case l >= 0 && l < len(p.starts)-1 && lineIs(file, p.starts, l, e.Text):
			raw = binary.AppendUvarint(raw, packLineText+uint64(l))
		default:
			raw = binary.AppendUvarint(raw, packLiteralText)
			raw = appendString(raw, e.Text)
		}
		raw = appendString(raw, e.Comment)
	}
	return p.deflate(raw)
}

// lineStarts appends to starts where each line of file begins, and then
// len(file)+1: line i is file[starts[i]:starts[i+1]-1].
func lineStarts(starts []int, file []byte) []int {
	starts = append(starts, 0)
	for i, c := range file {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return append(starts, len(file)+1)
}

// lineIs reports whether line i of file (lineStarts), without its "\r\n"
// or "\n", is text.
func lineIs(file []byte, starts []int, i int, text string) bool {
	l := bytes.TrimSuffix(file[starts[i]:starts[i+1]-1], []byte("\r"))
	return string(l) == text
}

func appendBytes(b, s []byte) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// errPack is a pack that does not read.
var errPack = errors.New("its compressed log does not read")

// maxPackBytes bounds a pack once inflated: an imported file is at most
// 4 MB (kfr import tco refuses more) and a log's actions far less, and a
// damaged pack must not inflate into all of the memory.
const maxPackBytes = 16 << 20

// unpack reads a pack's actions (the file's text is in their texts).
func unpack(data []byte) ([]packedAction, error) {
	raw, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(data)), maxPackBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errPack, err)
	}
	if len(raw) > maxPackBytes {
		return nil, fmt.Errorf("%w: it inflates past %d MB", errPack, maxPackBytes>>20)
	}
	r := packReader{b: raw, s: string(raw)}
	if v := r.uvarint(); v != packVersion {
		return nil, fmt.Errorf("%w: version %d", errPack, v)
	}
	file := r.str()
	var lines []string
	if file != "" {
		lines = strings.Split(file, "\n")
	}
	n := r.uvarint()
	if r.bad || n > record.MaxActions {
		return nil, errPack
	}
	out := make([]packedAction, n)
	for i := range out {
		a := &out[i]
		a.action = r.bytes()
		switch t := r.uvarint(); {
		case t == packNoText:
		case t == packLiteralText:
			a.text = r.str()
		case t-packLineText < uint64(len(lines)):
			a.text = strings.TrimSuffix(lines[t-packLineText], "\r")
		default:
			r.bad = true
		}
		a.comment = r.str()
		if r.bad {
			return nil, fmt.Errorf("%w: action %d", errPack, i+1)
		}
	}
	return out, nil
}

// packReader reads a pack's raw bytes (b, and s the same as a string, so
// that texts share one copy); bad is set by a read past the end.
type packReader struct {
	b   []byte
	s   string
	at  int
	bad bool
}

func (r *packReader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b[r.at:])
	if n <= 0 {
		r.bad = true
		return 0
	}
	r.at += n
	return v
}

func (r *packReader) span() (int, int) {
	n := r.uvarint()
	if r.bad || n > uint64(len(r.b)-r.at) {
		r.bad = true
		return r.at, r.at
	}
	start := r.at
	r.at += int(n)
	return start, r.at
}

func (r *packReader) bytes() []byte {
	i, j := r.span()
	return r.b[i:j:j]
}

func (r *packReader) str() string {
	i, j := r.span()
	return r.s[i:j]
}

// readPack reads and unpacks match n's pack: its first actions, as many
// as its n column says. A match without a pack has none (nil).
func readPack(ctx context.Context, q driver.QueryerContext, n int64) ([]packedAction, error) {
	rows, err := q.QueryContext(ctx, "SELECT n, data FROM match_packs WHERE match_id = ?", []driver.NamedValue{{Ordinal: 1, Value: n}})
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	row := make([]driver.Value, 2)
	if err := rows.Next(row); err == io.EOF {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	k, _ := row[0].(int64)
	data, _ := row[1].([]byte)
	return packPrefix(data, k)
}

// packPrefix is the first k actions of the pack data.
func packPrefix(data []byte, k int64) ([]packedAction, error) {
	as, err := unpack(data)
	if err != nil {
		return nil, err
	}
	if k < 0 || k > int64(len(as)) {
		return nil, fmt.Errorf("%w: it holds %d actions, not %d", errPack, len(as), k)
	}
	return as[:k], nil
}

// insertPack writes the pack of match id's n actions.
func (s *Store) insertPack(tx *sql.Tx, id int64, n int, pack []byte) error {
	insert, err := s.txStmt(tx, "INSERT INTO match_packs (match_id, n, data) VALUES (?, ?, ?)")
	if err != nil {
		return err
	}
	_, err = insert.Exec(id, n, pack)
	return err
}

// undoPacked takes back the last action of match id's pack, which holds
// the whole log (no row follows it), and returns it: the pack's n goes
// down by one, its bytes stay.
func undoPacked(tx *sql.Tx, id int64) (record.Entry, error) {
	var k int64
	var data []byte
	if err := tx.QueryRow("SELECT n, data FROM match_packs WHERE match_id = ?", id).Scan(&k, &data); err != nil {
		return record.Entry{}, err
	}
	e := record.Entry{}
	if as, err := packPrefix(data, k); err == nil && k > 0 {
		// As a damaged row is: removed all the same, a zero Action.
		p := as[k-1]
		e.Text, e.Comment = p.text, p.comment
		if a, err := codec.DecodeAction(p.action); err == nil {
			e.Action = a
		}
	}
	_, err := tx.Exec("UPDATE match_packs SET n = n - 1 WHERE match_id = ? AND n > 0", id)
	return e, err
}
