-- 0001: the card database and decks.

-- kfr_meta marks the file as a kfr database (Open refuses files without it).
CREATE TABLE kfr_meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
) STRICT;
INSERT INTO kfr_meta (key, value) VALUES ('application', 'kfr');

-- The sets cards are printed in, as the imported packs name them.
CREATE TABLE sets (
	num  INTEGER PRIMARY KEY,               -- Master Vault expansion number: 341
	code TEXT NOT NULL,                     -- CotA
	name TEXT NOT NULL                      -- Call of the Archons
) STRICT;

-- One row per card id; reprints add printings, not rows. The facts are
-- those of the original printing (lowest set number).
CREATE TABLE cards (
	id              TEXT PRIMARY KEY,
	name            TEXT NOT NULL,
	fold            TEXT NOT NULL,           -- carddb.Fold(name), for lookups
	house           TEXT NOT NULL,
	type            TEXT NOT NULL,
	power           INTEGER NOT NULL DEFAULT 0,
	armor           INTEGER NOT NULL DEFAULT 0,
	amber           INTEGER NOT NULL DEFAULT 0,
	text            TEXT NOT NULL DEFAULT '',
	rarity          TEXT NOT NULL DEFAULT '',
	gigantic_other  TEXT NOT NULL DEFAULT '', -- the other half's id
	gigantic_bottom INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX cards_fold ON cards (fold);

CREATE TABLE card_printings (
	card_id TEXT NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	set_num INTEGER NOT NULL,               -- Master Vault expansion number
	number  TEXT NOT NULL,                  -- collector number
	PRIMARY KEY (card_id, set_num, number)
) STRICT, WITHOUT ROWID;

CREATE TABLE card_keywords (
	card_id TEXT NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	pos     INTEGER NOT NULL,
	keyword TEXT NOT NULL,
	n       INTEGER NOT NULL DEFAULT 0,     -- assault 2 → 2
	PRIMARY KEY (card_id, pos)
) STRICT, WITHOUT ROWID;

CREATE TABLE card_traits (
	card_id TEXT NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
	pos     INTEGER NOT NULL,
	trait   TEXT NOT NULL,
	PRIMARY KEY (card_id, pos)
) STRICT, WITHOUT ROWID;

CREATE TABLE decks (
	id      TEXT PRIMARY KEY,               -- Master Vault uuid (lower case) or a kfr id
	name    TEXT NOT NULL,
	fold    TEXT NOT NULL,                  -- carddb.Fold(name)
	set_num INTEGER NOT NULL DEFAULT 0,
	house1  TEXT NOT NULL,
	house2  TEXT NOT NULL,
	house3  TEXT NOT NULL,
	partial INTEGER NOT NULL DEFAULT 0      -- known only from cards seen (TCO)
) STRICT;
CREATE INDEX decks_fold ON decks (fold);

-- One row per physical copy, in deck order.
CREATE TABLE deck_cards (
	deck_id      TEXT NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
	pos          INTEGER NOT NULL,
	card_id      TEXT NOT NULL REFERENCES cards (id),
	house        TEXT NOT NULL DEFAULT '',  -- maverick house, '' for the card's own
	enhancements TEXT NOT NULL DEFAULT '',  -- bonus icons, comma-separated, in order
	PRIMARY KEY (deck_id, pos)
) STRICT, WITHOUT ROWID;
CREATE INDEX deck_cards_card ON deck_cards (card_id);
