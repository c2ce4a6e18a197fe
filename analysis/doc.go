// Package analysis computes statistics from what replay produces: per match
// (from a header and the engine's events), per deck and per matchup (from
// small MatchSummary values, so that ten thousand matches are cheap), and
// the chains the rulebook suggests for a pairing of two decks.
//
// Everything here is a pure function: no I/O, no clock, and every slice in
// a result is in a documented, deterministic order (never map order).
package analysis
