-- 0007: an imported match's log kept once, compressed: the pack holds the
-- imported file and, per action, its msgpack, the line of the file that
-- is its text, and its comment (store/packs.go). A TCO action took about
-- 110 bytes as a row of its own, most of it the line kept verbatim.
--
-- The first n actions of the match's log are the pack's; actions appended
-- later (kfr log on an imported match) are rows of actions from seq n on,
-- as ever. Undo of a packed action lowers n (the pack keeps the bytes).
-- Matches stored before have no pack and read as they always did.
CREATE TABLE match_packs (
	match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
	n        INTEGER NOT NULL,                -- actions of the log the pack holds
	data     BLOB NOT NULL                    -- deflate, see store/packs.go
) STRICT;
