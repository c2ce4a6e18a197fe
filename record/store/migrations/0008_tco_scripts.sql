-- 0008: the scripts a match's replay resolves. Cards whose script is
-- compiled from their printed text now resolve in every game, and a
-- declared effect of such a card is a check of what it did. A match
-- imported from TCO before this wrote those cards' lines as declared
-- effects of cards the engine did not know: it keeps replaying as it was
-- imported, with hand-written scripts only ([Scripts "hand"], which the
-- importer now writes itself).
UPDATE matches SET tags = json_insert(tags, '$[#]', json_array('Scripts', 'hand'))
WHERE source = 'tco'
	AND NOT EXISTS (SELECT 1 FROM json_each(matches.tags) WHERE json_extract(value, '$[0]') = 'Scripts');
