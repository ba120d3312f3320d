-- A name is up to 200 characters as a reader counts them (ExperimentDefinition.MAX_NAME_LENGTH), and an emoji is one
-- character in two UTF-16 units: H2 counts the units, so 150 emoji and " week 1" were refused as 307 characters.
-- PostgreSQL counts characters; twice the room does no harm there.
ALTER TABLE experiment ALTER COLUMN name SET DATA TYPE VARCHAR(400);
