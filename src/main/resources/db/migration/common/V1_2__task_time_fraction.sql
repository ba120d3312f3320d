-- A solve's wall time to the microsecond: a small tree's solve takes a fraction of a millisecond, and whole
-- milliseconds made it 0. Times stored before stay whole milliseconds.
ALTER TABLE experiment_task ALTER COLUMN time_ms SET DATA TYPE DOUBLE PRECISION;
