-- 0007: an imported match's log kept once, compressed. Its actions' rows
-- keep only their place (match_id, seq) and an empty action; the action,
-- the line of the file it came from and its comment are in the pack, with
-- the imported file itself (the original text of every action). A TCO
-- action took about 110 bytes as a row of its own, most of it the line
-- kept verbatim. Matches stored before keep their full rows, and an
-- action appended to an imported match later gets a full row: a reader
-- goes to the pack only for a row whose action is empty (store/packs.go).
CREATE TABLE match_packs (
	match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
	data     BLOB NOT NULL                    -- deflate, see store/packs.go
) STRICT;
