-- 0009: the game state of a match recorded at the table, as the last
-- append left it (an engine snapshot, engine/snapshot.go): kfr log resumes
-- from it instead of replaying the whole log (store/snapshots.go).
--
-- It is of the match as it is only while the match's updated stamp is the
-- one it was taken at (any change to the match's header or log moves it)
-- and the card data has not changed since (data_version, 0004); the
-- caller keys it further by its engine's build (basis). prev is the state
-- one action before, so that undoing the last action keeps a snapshot.
CREATE TABLE match_snapshots (
	match_id     INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
	updated      TEXT NOT NULL,     -- matches.updated when it was taken
	data_version INTEGER NOT NULL,  -- data_version.n when it was taken
	actions      INTEGER NOT NULL,  -- the log's length it was taken after
	basis        TEXT NOT NULL,     -- the writer's key (its engine build)
	data         BLOB NOT NULL,
	prev         BLOB               -- the state after actions - 1, or NULL
) STRICT;
