-- 0004: a counter of changes to the card and deck data that replaying a
-- match depends on. Triggers bump it on every insert, update and delete of
-- those tables, whoever writes them, so that a cache of statistics
-- computed by replaying (0003) can tell that a card's facts changed even
-- when no count did (a card re-imported with another power, say).
CREATE TABLE data_version (
	id INTEGER PRIMARY KEY CHECK (id = 1),
	n  INTEGER NOT NULL
) STRICT;
INSERT INTO data_version (id, n) VALUES (1, 0);

CREATE TRIGGER cards_insert_version AFTER INSERT ON cards BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER cards_update_version AFTER UPDATE ON cards BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER cards_delete_version AFTER DELETE ON cards BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER card_keywords_insert_version AFTER INSERT ON card_keywords BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER card_keywords_update_version AFTER UPDATE ON card_keywords BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER card_keywords_delete_version AFTER DELETE ON card_keywords BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER card_traits_insert_version AFTER INSERT ON card_traits BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER card_traits_update_version AFTER UPDATE ON card_traits BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER card_traits_delete_version AFTER DELETE ON card_traits BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER decks_insert_version AFTER INSERT ON decks BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER decks_update_version AFTER UPDATE ON decks BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER decks_delete_version AFTER DELETE ON decks BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER deck_cards_insert_version AFTER INSERT ON deck_cards BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER deck_cards_update_version AFTER UPDATE ON deck_cards BEGIN UPDATE data_version SET n = n + 1; END;
CREATE TRIGGER deck_cards_delete_version AFTER DELETE ON deck_cards BEGIN UPDATE data_version SET n = n + 1; END;
