-- 0003: a cache of per-match statistics, so that reports over thousands of
-- matches need not replay them all. A row is valid while its match's
-- `updated` stamp and its basis (what else the statistics depend on: the
-- analysis version, the cards and decks stored) are the ones it was
-- computed from; a stale row is recomputed and replaced by the reader.
CREATE TABLE match_stats (
	match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
	updated  TEXT NOT NULL,                    -- matches.updated when computed
	basis    TEXT NOT NULL,                    -- the caller's fingerprint of other inputs
	data     BLOB NOT NULL                     -- the caller's encoding (analysis.MatchSummary JSON)
) STRICT;
