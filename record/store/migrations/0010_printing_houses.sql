-- 0010: the house a card is printed in in each set. A reprint may change
-- house (Citizen Shrix is Saurian in Mass Mutation, Redemption in Tokens
-- of Change and Prophetic Visions), and a deck's set decides which house
-- its copies belong to (engine.printedHouse). '' where not known: cards
-- imported before this migration, until their packs are imported again.
-- cards.printing_list (0005) gives it as a printing's third field.
ALTER TABLE card_printings ADD COLUMN house TEXT NOT NULL DEFAULT '';
