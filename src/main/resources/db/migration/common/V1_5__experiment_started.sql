-- Whether a solve of the experiment has begun on some worker. Its pages said Queued until the first solve finished,
-- so an experiment whose first solves ran for a minute read Queued all that minute. Set by the job that begins a
-- solve, on whichever instance; experiments made before this read false until a job of theirs begins one.
ALTER TABLE experiment ADD COLUMN started BOOLEAN DEFAULT FALSE NOT NULL;
