// Package cmdutil holds what kfr's commands share: the global flags, the
// store they open, JSON output and shell-completion helpers.
package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/store"
)

// Factory is handed to every command constructor: where output goes, the
// global flags, and the store, opened on first use.
type Factory struct {
	Out    io.Writer // text output, control characters escaped (EscapingWriter)
	ErrOut io.Writer // the same for errors
	// RawOut is standard output as given (nil: Out), for what must reach
	// a pipe byte for byte (an exported match) and for kfr record, which
	// drives a terminal itself and escapes what it prints.
	RawOut io.Writer

	DBFlag string // --db, "" when not given
	JSON   bool   // --json
	// StoreOptions are how Store opens the database; a command sets them
	// before its first call to Store (kfr import tco: store.Options.NoMap).
	StoreOptions store.Options
	// Exiting says the process exits once the command returns (the kfr
	// executable, not a test running commands in its own process).
	Exiting bool

	st *store.Store
	ix *carddb.Index
	// leave: Close leaves the store to the process's exit (LeaveStore).
	leave bool
}

// DBPath is the database file: --db, else $KFR_DB, else
// $XDG_DATA_HOME/kfr/kfr.db, else ~/.local/share/kfr/kfr.db.
func (f *Factory) DBPath() (string, error) {
	if f.DBFlag != "" {
		return f.DBFlag, nil
	}
	if p := os.Getenv("KFR_DB"); p != "" {
		return p, nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "kfr", "kfr.db"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no database path: set --db, KFR_DB or HOME (%v)", err)
	}
	return filepath.Join(home, ".local", "share", "kfr", "kfr.db"), nil
}

// DataOut is where a command writes data that must arrive unchanged
// (kfr match export): RawOut, unless that is a terminal, where the text
// is escaped as any other.
func (f *Factory) DataOut() io.Writer {
	if f.RawOut == nil || isTerminal(f.RawOut) {
		return f.Out
	}
	return f.RawOut
}

// Store opens the database (creating it and its folder on first use).
func (f *Factory) Store() (*store.Store, error) {
	if f.st != nil {
		return f.st, nil
	}
	path, err := f.DBPath()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("create the database folder: %w", err)
	}
	st, err := store.OpenWith(path, f.StoreOptions)
	if err != nil {
		return nil, err
	}
	f.st = st
	return st, nil
}

// CardIndex is the stored cards indexed by name (loaded once per run).
// With no cards stored it says how to import them.
func (f *Factory) CardIndex() (*carddb.Index, error) {
	if f.ix != nil {
		return f.ix, nil
	}
	st, err := f.Store()
	if err != nil {
		return nil, err
	}
	ix, err := st.CardIndex()
	if err != nil {
		return nil, err
	}
	f.ix = ix
	return ix, nil
}

// ErrNoCards is returned when a command needs cards and none are stored.
var ErrNoCards = errors.New("the card database is empty: import it first with kfr cards import PACK.json...")

// ForgetCards drops the cached index after cards were added.
func (f *Factory) ForgetCards() { f.ix = nil }

// LeaveStore makes Close leave the store to the process's exit, when the
// process exits after the command (Exiting): store.Leave, for a command
// whose every write is committed already (kfr log).
func (f *Factory) LeaveStore() { f.leave = f.Exiting }

// Close closes the store if it was opened.
func (f *Factory) Close() error {
	if f.st == nil {
		return nil
	}
	var err error
	if f.leave {
		err = f.st.Leave()
	} else {
		err = f.st.Close()
	}
	f.st = nil
	return err
}
