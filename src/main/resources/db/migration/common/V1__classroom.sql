-- Classroom comparisons: an experiment and one row per (position, algorithm configuration) task.
-- Written in the SQL that H2 (MODE default) and PostgreSQL both accept.

CREATE TABLE experiment (
    id            VARCHAR(16)  NOT NULL PRIMARY KEY,
    name          VARCHAR(200) NOT NULL,
    definition    VARCHAR      NOT NULL,           -- the ExperimentDefinition as JSON
    creator_hash  VARCHAR(64)  NOT NULL,           -- SHA-256 of the creator's browser token, hex
    parent_id     VARCHAR(16),                     -- the experiment this one duplicates, if any
    status        VARCHAR(12)  NOT NULL,           -- RUNNING, PAUSED, CANCELLED, DONE
    positions     INTEGER      NOT NULL,
    configs       INTEGER      NOT NULL,
    created_at    TIMESTAMP    NOT NULL,
    updated_at    TIMESTAMP    NOT NULL
);
CREATE INDEX experiment_created ON experiment (created_at);

CREATE TABLE experiment_task (
    experiment_id  VARCHAR(16)  NOT NULL REFERENCES experiment (id) ON DELETE CASCADE,
    position_index INTEGER      NOT NULL,
    config_index   INTEGER      NOT NULL,
    state          VARCHAR(12)  NOT NULL,          -- PENDING, DONE, CANCELLED
    position       VARCHAR      NOT NULL,
    outcome        VARCHAR(12),
    pr_conclusion  VARCHAR(12),
    exact_outcome  VARCHAR(12),
    stop_limit     VARCHAR(16),
    best_move      VARCHAR(64),
    iterations     BIGINT,
    nodes          BIGINT,
    expanded       BIGINT,
    playouts       BIGINT,
    time_ms        BIGINT,
    root_value     DOUBLE PRECISION,
    trace          VARCHAR,
    worker         VARCHAR(100),
    finished_at    TIMESTAMP,
    PRIMARY KEY (experiment_id, position_index, config_index)
);
CREATE INDEX experiment_task_state ON experiment_task (experiment_id, state);
