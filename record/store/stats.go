package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/codec"
)

// CachedStats is one match's cached statistics (migration 0003): Data in
// whatever encoding the caller chose, computed from the match as it was at
// Updated (MatchInfo.Updated) and from other inputs the caller sums up as
// Basis.
type CachedStats struct {
	ID      string
	Updated time.Time
	Basis   string
	Data    []byte
}

// MatchStatsCache returns the cached statistics that are still valid: the
// match's updated stamp is the one they were computed at (any change to a
// match, header or log, moves it) and their basis is basis. Keyed by
// match id; stale and missing matches are simply absent.
func (s *Store) MatchStatsCache(basis string) (map[string][]byte, error) {
	rows, err := s.db.Query(`SELECT c.match_id, c.data FROM match_stats c JOIN matches m ON m.id = c.match_id
		WHERE c.updated = m.updated AND c.basis = ?`, basis)
	if err != nil {
		return nil, s.wrap("read statistics cache", err)
	}
	defer rows.Close()
	out := map[string][]byte{}
	for rows.Next() {
		var id int64
		var data []byte
		if err := rows.Scan(&id, &data); err != nil {
			return nil, s.wrap("read statistics cache", err)
		}
		out[strconv.FormatInt(id, 10)] = data
	}
	return out, s.wrapNil("read statistics cache", rows.Err())
}

// PutMatchStats stores cached statistics, replacing earlier ones, in one
// transaction. An entry whose match was deleted meanwhile is skipped.
func (s *Store) PutMatchStats(cs []CachedStats) error {
	if len(cs) == 0 {
		return nil
	}
	return s.tx(context.Background(), "write statistics cache", func(tx *sql.Tx) error {
		const batch = 100 // 4 parameters a row
		for len(cs) > 0 {
			n := min(len(cs), batch)
			var q strings.Builder
			q.WriteString(`INSERT OR REPLACE INTO match_stats (match_id, updated, basis, data)
				SELECT v.column1, v.column2, v.column3, v.column4 FROM (VALUES `)
			args := make([]any, 0, 4*n)
			for i, c := range cs[:n] {
				id, err := parseID(c.ID)
				if err != nil {
					return err
				}
				if i > 0 {
					q.WriteByte(',')
				}
				q.WriteString("(?,?,?,?)")
				args = append(args, id, stamp(c.Updated), c.Basis, c.Data)
			}
			q.WriteString(") v JOIN matches m ON m.id = v.column1")
			if _, err := tx.Exec(q.String(), args...); err != nil {
				return err
			}
			cs = cs[n:]
		}
		return nil
	})
}

// CardsAndDecksStamp sums up the stored cards and decks for a cache
// basis: statistics computed by replaying matches depend on them. It is
// the data version of migration 0004, which its triggers move on every
// change to a card's facts or a deck's list (a partial deck extended, a
// card re-imported with another power), whoever made it.
func (s *Store) CardsAndDecksStamp() (string, error) {
	st, err := s.prepared(dataStampQuery)
	if err != nil {
		return "", s.wrap("read the data version", err)
	}
	stamp, err := dataStamp(st.QueryRow())
	if err != nil {
		return "", s.wrap("read the data version", err)
	}
	return stamp, nil
}

// dataStampQuery reads what CardsAndDecksStamp sums up.
const dataStampQuery = "SELECT n FROM data_version"

// dataStamp is CardsAndDecksStamp from the row of dataStampQuery.
func dataStamp(row *sql.Row) (string, error) {
	var n int64
	if err := row.Scan(&n); err != nil {
		return "", err
	}
	return "data=" + strconv.FormatInt(n, 10), nil
}

// MatchActions reads match id's log, entries with their actions only (no
// text, no comment): what replaying it needs, in one query instead of
// Match's three, for recomputing the statistics of many matches. A match
// with no actions, or no such match, gives an empty log.
func (s *Store) MatchActions(id string) ([]record.Entry, error) {
	n, err := parseID(id)
	if err != nil {
		return nil, err
	}
	return s.readLog(id, n, false, true, 0)
}

// EachAction calls f with each of match id's actions in order, decoded
// one row at a time: the statistics over thousands of matches replay each
// action as it is read, and never hold a whole log (making and growing a
// []record.Entry per match was a third of what a cold `kfr report all`
// allocated). Only the action column is read. f's error stops the reading
// and is returned as it is.
func (s *Store) EachAction(id string, f func(engine.Action) error) error {
	n, err := parseID(id)
	if err != nil {
		return err
	}
	return s.eachAction(id, n, true, f)
}

// EachActionOf is EachAction of the match info describes, as Matches or
// MatchInfo read it: it looks for the match's pack only when info says it
// has one, where EachAction looks every time (a query more per match, a
// twentieth of a cold report over 10,000 matches).
func (s *Store) EachActionOf(info MatchInfo, f func(engine.Action) error) error {
	n, err := parseID(info.ID)
	if err != nil {
		return err
	}
	return s.eachAction(info.ID, n, info.Packed > 0, f)
}

// MatchLogActions reads the log of the match info describes, as MatchInfo
// read it, with the actions only (no text, no comment): MatchLog for a
// caller that replays the log and shows none of it (kfr log, which reads
// a long match's log on every call: its text cost as much again as its
// actions). The slice has room for the actions a session appends next.
func (s *Store) MatchLogActions(info MatchInfo) ([]record.Entry, error) {
	n, err := parseID(info.ID)
	if err != nil {
		return nil, err
	}
	entries := make([]record.Entry, 0, info.Actions+64)
	err = s.eachAction(info.ID, n, info.Packed > 0, func(a engine.Action) error {
		entries = append(entries, record.Entry{Action: a})
		return nil
	})
	return entries, err
}

// eachAction is EachAction of match n, reading its pack first when
// packed (MatchInfo.Packed; when not known, true).
func (s *Store) eachAction(id string, n int64, packed bool, f func(engine.Action) error) error {
	ctx := context.Background()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return s.wrap("read match "+id, err)
	}
	defer conn.Close()
	var stop error
	err = conn.Raw(func(dc any) error {
		// An imported match's first actions are in its pack.
		var pack []packedAction
		if packed {
			var err error
			if pack, err = readPack(ctx, dc.(driver.QueryerContext), n); err != nil {
				return &badAction{seq: 0, err: err}
			}
		}
		// One column: the driver locks the connection for every column
		// of every row, and seq is the row's position (actions are
		// numbered from 0 without gaps), counted here for messages.
		rows, err := dc.(driver.QueryerContext).QueryContext(ctx, "SELECT action FROM actions WHERE match_id = ? ORDER BY seq",
			[]driver.NamedValue{{Ordinal: 1, Value: n}})
		if err != nil {
			return err
		}
		defer rows.Close()
		row := make([]driver.Value, 1)
		var dec codec.Decoder
		seq := int64(0)
		for _, p := range pack {
			a, err := dec.Decode(p.action)
			if err != nil {
				return &badAction{seq: seq, err: err}
			}
			if stop = f(a); stop != nil {
				return stop
			}
			seq++
		}
		for ; ; seq++ {
			if err := rows.Next(row); err == io.EOF {
				return nil
			} else if err != nil {
				return err
			}
			blob, _ := row[0].([]byte)
			a, err := dec.Decode(blob)
			if err != nil {
				return &badAction{seq: seq, err: err}
			}
			if stop = f(a); stop != nil {
				return stop
			}
		}
	})
	var bad *badAction
	switch {
	case err == nil || stop != nil && errors.Is(err, stop):
		return err
	case errors.As(err, &bad):
		return fmt.Errorf("%s: match %s: action %d %w (%v): kfr undo --match %s takes it back when it is the last; kfr match delete %s removes the match",
			s.path, id, bad.seq+1, ErrDamaged, bad.err, id, id)
	}
	return s.wrap("read match "+id, err)
}

// MatchLog reads the log (text and comments included) of the match info
// describes, as MatchInfo read it: Match without the header, one query
// instead of three. A match with no actions, or no such match, gives an
// empty log. The slice has room for the actions a session appends next
// (a kfr log call, a turn at the table): appending the first one to a
// full slice of a long match copied it into a fresh allocation, which
// cost kfr log about 2 ms on this VM.
func (s *Store) MatchLog(info MatchInfo) ([]record.Entry, error) {
	n, err := parseID(info.ID)
	if err != nil {
		return nil, err
	}
	return s.readLog(info.ID, n, true, info.Packed > 0, info.Actions+64)
}

// readLog reads match n's actions in order, with their text and comments
// when withText, the pack's first when packed (MatchInfo.Packed). size is how many there are likely to be (0 for unknown),
// to make the slice once. It reads the rows from the driver itself
// (sql.Conn.Raw): database/sql's scanning of each column of each of a
// long match's hundreds of rows was a quarter of what reading the log
// cost kfr log.
func (s *Store) readLog(id string, n int64, withText, packed bool, size int) ([]record.Entry, error) {
	query := "SELECT seq, action, '', '' FROM actions WHERE match_id = ? ORDER BY seq"
	if withText {
		query = "SELECT seq, action, text, comment FROM actions WHERE match_id = ? ORDER BY seq"
	}
	ctx := context.Background()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, s.wrap("read match "+id, err)
	}
	defer conn.Close()
	entries := make([]record.Entry, 0, size)
	err = conn.Raw(func(dc any) error {
		var pack []packedAction
		if packed {
			var err error
			if pack, err = readPack(ctx, dc.(driver.QueryerContext), n); err != nil {
				return &badAction{seq: 0, err: err}
			}
		}
		rows, err := dc.(driver.QueryerContext).QueryContext(ctx, query, []driver.NamedValue{{Ordinal: 1, Value: n}})
		if err != nil {
			return err
		}
		defer rows.Close()
		row := make([]driver.Value, 4) // seq, action, text, comment
		var dec codec.Decoder
		for i, p := range pack {
			e := record.Entry{}
			if withText {
				e.Text, e.Comment = p.text, p.comment
			}
			if e.Action, err = dec.Decode(p.action); err != nil {
				return &badAction{seq: int64(i), err: err}
			}
			entries = append(entries, e)
		}
		for {
			if err := rows.Next(row); err == io.EOF {
				return nil
			} else if err != nil {
				return err
			}
			seq, _ := row[0].(int64)
			blob, _ := row[1].([]byte)
			e := record.Entry{}
			e.Text, _ = row[2].(string)
			e.Comment, _ = row[3].(string)
			if e.Action, err = dec.Decode(blob); err != nil {
				return &badAction{seq: seq, err: err}
			}
			entries = append(entries, e)
		}
	})
	var bad *badAction
	if errors.As(err, &bad) {
		return nil, fmt.Errorf("%s: match %s: action %d %w (%v): kfr undo --match %s takes it back when it is the last; kfr match delete %s removes the match",
			s.path, id, bad.seq+1, ErrDamaged, bad.err, id, id)
	}
	if err != nil {
		return nil, s.wrap("read match "+id, err)
	}
	return entries, nil
}

// badAction is a stored action readLog could not decode.
type badAction struct {
	seq int64
	err error
}

func (e *badAction) Error() string { return e.err.Error() }
