-- One row per creator (the hash of their browser token), locked while one of their experiments is counted against
-- prooflab.classroom.max-active-per-creator and kept: the count and the insert of one creator follow one another on
-- every instance sharing the database (six parallel requests made six experiments against a limit of three).
CREATE TABLE creator (
    creator_hash  VARCHAR(64)  NOT NULL PRIMARY KEY
);
INSERT INTO creator (creator_hash) SELECT DISTINCT creator_hash FROM experiment;
