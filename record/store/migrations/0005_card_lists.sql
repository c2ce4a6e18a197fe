-- 0005: a card's keywords, traits and printings also as one text column
-- each, in the form loading a card reads them (store.cardQuery): a card is
-- then one plain row, where three correlated subqueries over the tables of
-- 0001 cost kfr log, which loads a match's cards on every call, most of a
-- millisecond. Those tables stay, for searches; the importer writes both.
-- Items are joined by char(30), an item's fields by char(31).
ALTER TABLE cards ADD COLUMN keyword_list TEXT NOT NULL DEFAULT '';
ALTER TABLE cards ADD COLUMN trait_list TEXT NOT NULL DEFAULT '';
ALTER TABLE cards ADD COLUMN printing_list TEXT NOT NULL DEFAULT '';
UPDATE cards SET
	keyword_list = coalesce((SELECT group_concat(keyword || char(31) || n, char(30) ORDER BY pos)
		FROM card_keywords WHERE card_id = cards.id), ''),
	trait_list = coalesce((SELECT group_concat(trait, char(30) ORDER BY pos)
		FROM card_traits WHERE card_id = cards.id), ''),
	printing_list = coalesce((SELECT group_concat(set_num || char(31) || number, char(30) ORDER BY set_num, number)
		FROM card_printings WHERE card_id = cards.id), '');
