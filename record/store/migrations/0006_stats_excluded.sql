-- 0006: a match kept out of the statistics, and why: a TCO log kfr
-- understood too little of to trust its figures. '' for a match that
-- counts (every match before this migration). The statistics loader skips
-- a match whose reason is not ''; kfr match include / exclude set it.
ALTER TABLE matches ADD COLUMN excluded TEXT NOT NULL DEFAULT '';
