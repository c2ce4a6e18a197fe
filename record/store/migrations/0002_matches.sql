-- 0002: matches and their action logs.

-- One row per match: the header (as notation's tags give it), where it
-- came from and when it was written. AUTOINCREMENT so that the id of a
-- deleted match is never given to another.
CREATE TABLE matches (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	event      TEXT NOT NULL DEFAULT '',
	date       TEXT NOT NULL DEFAULT '',       -- YYYY-MM-DD as typed
	player1    TEXT NOT NULL,
	player2    TEXT NOT NULL,
	deck1      TEXT NOT NULL DEFAULT '',       -- deck name or id as the header gives it
	deck2      TEXT NOT NULL DEFAULT '',
	deck1_id   TEXT NOT NULL DEFAULT '',       -- the stored deck it resolved to, '' when none
	deck2_id   TEXT NOT NULL DEFAULT '',
	first      INTEGER NOT NULL DEFAULT -1,    -- 0 or 1; -1 when not said
	chains1    INTEGER NOT NULL DEFAULT 0,
	chains2    INTEGER NOT NULL DEFAULT 0,
	chain_bid  INTEGER NOT NULL DEFAULT 0,     -- chains agreed by bidding
	winner     INTEGER NOT NULL DEFAULT -1,    -- 0 or 1; -1 while undecided
	reason     TEXT NOT NULL DEFAULT '',       -- keys, concede
	tags       TEXT NOT NULL DEFAULT '[]',     -- other header tags, JSON [[name, value], …]
	source     TEXT NOT NULL DEFAULT 'table',  -- table, notation, tco, random
	hash       TEXT NOT NULL DEFAULT '',       -- content hash of an imported file, for dedupe
	created    TEXT NOT NULL,                  -- RFC 3339, UTC
	updated    TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX matches_hash ON matches (hash) WHERE hash != '';

-- One row per action, in order. seq is the action's index in the log
-- (0 for the first); the primary key makes two writers who both try to
-- append the same index collide instead of interleaving.
CREATE TABLE actions (
	match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
	seq      INTEGER NOT NULL,
	action   BLOB NOT NULL,                    -- record/codec msgpack
	text     TEXT NOT NULL DEFAULT '',         -- the line as typed
	comment  TEXT NOT NULL DEFAULT '',         -- trailing "# …" without the marker
	PRIMARY KEY (match_id, seq)
) STRICT, WITHOUT ROWID;
