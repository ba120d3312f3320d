-- A running experiment keeps only a few tasks queued at once (ExperimentQueue), so that experiments take turns on the
-- workers instead of each waiting for every task queued before it. queued_to is the ordinal (position_index * configs
-- + config_index) of the first task not yet queued in the experiment's current epoch; a resume starts it again at 0.
-- New experiments start it at 0. NULL for an experiment made before this: all its pending tasks were queued at once
-- (under ids of JobRunr's choosing) when it was made or last resumed, so nothing more is queued for it, and it is not
-- watched, until it is resumed.
ALTER TABLE experiment ADD COLUMN queued_to INT DEFAULT 0;
UPDATE experiment SET queued_to = NULL;
-- The pending tasks of an experiment in order, before and after queued_to (the index on (experiment_id, state) it
-- replaces served only their count).
CREATE INDEX experiment_task_pending ON experiment_task (experiment_id, state, position_index, config_index);
DROP INDEX experiment_task_state;
